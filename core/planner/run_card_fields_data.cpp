// The schema's rows for the data, validation and checkpoint sections.
#include "planner/run_card_schema_rows.h"
#include "planner/translatable.h"

namespace runcard::schema_table {

std::vector<FieldSpec> dataFields() {
    return {
        // ---- data, validation, checkpoint
        Row(
            "data.path", [](auto& c) -> auto& { return c.data.path; })
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Training data"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "JSONL with a text field, or plain text, relative to the card. The pilot reads its "
                "longest real batches from it."))
            .placeholder(RUNCARD_TR("RunCardSchema", "data/train.jsonl")),
        Row(
            "data.revision", [](auto& c) -> auto& { return c.data.revision; })
            .label(RUNCARD_TR("RunCardSchema", "Data revision"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Recorded with results, so a measurement can be traced to the exact data."))
            .placeholder(RUNCARD_TR("RunCardSchema", "sha256:…")),
        Row(
            "data.text_field", [](auto& c) -> auto& { return c.data.text_field; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Text field"))
            .help(RUNCARD_TR("RunCardSchema", "The JSONL field that holds the training text.")),
        Row(
            "data.tokenizer", [](auto& c) -> auto& { return c.data.tokenizer; })
            .extension()
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Tokenizer"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A SentencePiece model for the pilot's token counts; empty = byte-level."))
            .placeholder(RUNCARD_TR("RunCardSchema", "byte-level")),
        Row(
            "data.tokens", [](auto& c) -> auto& { return c.data.tokens; })
            .range(0, kMaxTokens, kTokensWhy)
            .decimals(0, 1e6)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
            .label(RUNCARD_TR("RunCardSchema", "Tokens per epoch"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Tokens in one pass over the training data; turns an epoch budget into tokens and "
                "time.")),
        Row(
            "data.mean_tokens", [](auto& c) -> auto& { return c.data.mean_tokens; })
            .appliesWhen([](const RunCard& c) {
                return !c.training.packed ||
                       c.training.packed_attention == PackedAttention::Document;
            })
            .extension()
            .range(0, 1048576, "the tokens-per-pass bound; at most sequence_length (rule below)")
            .decimals(0, 1)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
            .label(RUNCARD_TR("RunCardSchema", "Mean sequence or document length"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Unpacked data: the mean tokens of a training sequence. It sets tokens per "
                "second; the longest sequence (sequence_length) still sets the memory peak. "
                "Packed rows that attend per document: the mean tokens of a document, which sets "
                "the attention work. 0 = measured from the data file (byte-level tokens), else "
                "sequence_length."))
            .note("0 with data.path and no tokenizer: measured in bytes; for packed documents "
                  "Σ d² / Σ d, the span a token attends over, which counts the lengths' spread "
                  "(a stated mean does not)"),
        Row(
            "validation.every_steps", [](auto& c) -> auto& { return c.validation.every_steps; })
            .range(0, kMaxSteps, kStepsWhy)
            .unit(RUNCARD_TR("RunCardSchema", "steps"), RUNCARD_TR("RunCardSchema", "step"))
            .label(RUNCARD_TR("RunCardSchema", "Validate every"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Validation runs inside the rental window; frequent validation adds time, not "
                "memory. 0 = never.")),
        Row(
            "validation.tokens", [](auto& c) -> auto& { return c.validation.tokens; })
            .range(0, 1e12, "a thousandth of the training-token bound")
            .decimals(0, 1e5)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
            .label(RUNCARD_TR("RunCardSchema", "Validation tokens"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Tokens evaluated each time; sets how long one validation takes.")),
        Row(
            "checkpoint.every_steps", [](auto& c) -> auto& { return c.checkpoint.every_steps; })
            .range(0, kMaxSteps, kStepsWhy)
            .unit(RUNCARD_TR("RunCardSchema", "steps"), RUNCARD_TR("RunCardSchema", "step"))
            .label(RUNCARD_TR("RunCardSchema", "Checkpoint every"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Checkpoint writes pause training; their time belongs in the rental window. 0 = "
                "only at the end.")),
        Row(
            "checkpoint.keep", [](auto& c) -> auto& { return c.checkpoint.keep; })
            .range(1, 1000, "a thousand full checkpoints already outgrow any disk")
            .label(RUNCARD_TR("RunCardSchema", "Checkpoints kept"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "How many checkpoints stay on disk; each holds weights and optimizer state.")),
    };
}

} // namespace runcard::schema_table
