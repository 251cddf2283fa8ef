#include "planner/diagnostics.h"

#include "planner/json_writer.h"
#include "planner/natural_order.h"
#include "planner/translatable.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <numeric>

namespace runcard {

namespace {

struct CodeText {
    DiagnosticCode code;
    std::string_view id;
    std::string_view english;
};

// In the order of the enum; %1, %2, ... are the arguments.
constexpr CodeText kCodes[] = {
    {DiagnosticCode::Text, "text", "%1"},
    {DiagnosticCode::CannotOpen, "cannot-open",
     RUNCARD_TR("Diagnostics", "cannot open the file for reading")},
    {DiagnosticCode::FileNotFound, "file-not-found", RUNCARD_TR("Diagnostics", "file not found")},
    {DiagnosticCode::IsDirectory, "is-directory",
     RUNCARD_TR("Diagnostics", "is a directory, not a file")},
    {DiagnosticCode::CannotRead, "cannot-read", RUNCARD_TR("Diagnostics", "cannot read the file")},
    {DiagnosticCode::YamlSyntax, "yaml-syntax", RUNCARD_TR("Diagnostics", "YAML syntax error: %1")},
    {DiagnosticCode::EmptyCard, "empty-card",
     RUNCARD_TR("Diagnostics", "the file is empty; a run card starts with 'runcard: 1'")},
    {DiagnosticCode::NotACard, "not-a-card",
     RUNCARD_TR("Diagnostics", "a run card must be a YAML mapping of sections")},
    {DiagnosticCode::ExpectedMapping, "expected-mapping",
     RUNCARD_TR("Diagnostics", "must be a mapping of keys")},
    {DiagnosticCode::UnknownKey, "unknown-key", RUNCARD_TR("Diagnostics", "unknown key '%1'")},
    {DiagnosticCode::UnknownKeySuggest, "unknown-key",
     RUNCARD_TR("Diagnostics", "unknown key '%1'; did you mean '%2'?")},
    {DiagnosticCode::DuplicateKey, "duplicate-key",
     RUNCARD_TR("Diagnostics", "duplicate key '%1'; it is first given at line %2, column %3")},
    {DiagnosticCode::Missing, "missing", RUNCARD_TR("Diagnostics", "missing")},
    {DiagnosticCode::MissingVersion, "missing-version",
     RUNCARD_TR("Diagnostics", "missing; the first line of a v1 card is 'runcard: 1'")},
    {DiagnosticCode::MissingModel, "missing-model",
     RUNCARD_TR("Diagnostics", "missing; name a preset, hf_config or local_dir")},
    {DiagnosticCode::OnlyOneOf, "only-one-of", RUNCARD_TR("Diagnostics", "give only one of %1")},
    {DiagnosticCode::ExpectedInteger, "expected-integer",
     RUNCARD_TR("Diagnostics", "expected an integer, got '%1'")},
    {DiagnosticCode::ExpectedNumber, "expected-number",
     RUNCARD_TR("Diagnostics", "expected a number, got '%1'")},
    {DiagnosticCode::ExpectedBoolean, "expected-boolean",
     RUNCARD_TR("Diagnostics", "expected true or false, got '%1'")},
    {DiagnosticCode::ExpectedText, "expected-text",
     RUNCARD_TR("Diagnostics", "expected text, got '%1'")},
    {DiagnosticCode::ExpectedTextList, "expected-text-list",
     RUNCARD_TR("Diagnostics", "expected a list of text, got '%1'")},
    {DiagnosticCode::ExpectedChoiceList, "expected-choice-list",
     RUNCARD_TR("Diagnostics", "expected a list of names (%2), got '%1'")},
    {DiagnosticCode::ExpectedPlainItem, "expected-plain-item",
     RUNCARD_TR("Diagnostics", "each item must be one name (%2), got '%1'")},
    {DiagnosticCode::NotFinite, "not-finite", RUNCARD_TR("Diagnostics", "must be a finite number")},
    {DiagnosticCode::WholeNumber, "whole-number",
     RUNCARD_TR("Diagnostics", "must be a whole number")},
    {DiagnosticCode::ProductNotWhole, "product-not-whole",
     RUNCARD_TR("Diagnostics", "%1 × %2 must be a whole number (%3)")},
    {DiagnosticCode::ProjectedEmbedding, "projected-embedding",
     RUNCARD_TR("Diagnostics", "must equal hidden_size (%1): an embedding narrower than the blocks "
                               "and its projections are not modelled")},
    {DiagnosticCode::UnknownValue, "unknown-value",
     RUNCARD_TR("Diagnostics", "unknown value '%1' (one of: %2)")},
    {DiagnosticCode::UnknownValueSuggest, "unknown-value",
     RUNCARD_TR("Diagnostics", "unknown value '%1'; did you mean '%2'? (one of: %3)")},
    {DiagnosticCode::AtLeast, "at-least", RUNCARD_TR("Diagnostics", "must be at least %1")},
    {DiagnosticCode::GreaterThan, "greater-than",
     RUNCARD_TR("Diagnostics", "must be greater than %1")},
    {DiagnosticCode::AtMost, "at-most", RUNCARD_TR("Diagnostics", "must be at most %1")},
    {DiagnosticCode::LessThan, "less-than", RUNCARD_TR("Diagnostics", "must be less than %1")},
    {DiagnosticCode::NotNegative, "not-negative",
     RUNCARD_TR("Diagnostics", "must not be negative")},
    {DiagnosticCode::Between, "between", RUNCARD_TR("Diagnostics", "must be between %1 and %2")},
    {DiagnosticCode::EmptyText, "empty-text", RUNCARD_TR("Diagnostics", "must not be empty")},
    {DiagnosticCode::EmptyList, "empty-list", RUNCARD_TR("Diagnostics", "name at least one value")},
    {DiagnosticCode::DuplicateItem, "duplicate-item",
     RUNCARD_TR("Diagnostics", "lists '%1' twice")},
    {DiagnosticCode::UnsupportedVersion, "unsupported-version",
     RUNCARD_TR("Diagnostics", "unsupported schema version %1; this Runcard reads version %2")},
    {DiagnosticCode::ModelSourceMissing, "model-source-missing",
     RUNCARD_TR("Diagnostics",
                "name a preset, hf_config or local_dir, or give the full architecture "
                "(layers, hidden_size, intermediate_size, attention_heads, vocab_size)")},
    {DiagnosticCode::MustDivide, "must-divide", RUNCARD_TR("Diagnostics", "must divide %1 (%2)")},
    {DiagnosticCode::HeadsMustDivideHidden, "heads-must-divide-hidden",
     RUNCARD_TR("Diagnostics", "must divide hidden_size unless head_dim is given")},
    {DiagnosticCode::QloraPrecision, "qlora-precision",
     RUNCARD_TR("Diagnostics", "QLoRA computes in 16 bit; use bf16-mixed, bf16 or fp16-mixed")},
    {DiagnosticCode::Fp8StorageNeedsFp8Matmuls, "fp8-storage-needs-fp8-matmuls",
     RUNCARD_TR("Diagnostics",
                "fp8 storage holds the linear weights as FP8 tensors for FP8 matmuls "
                "(Megatron/NeMo fp8_params); use it as weights_dtype with method full or lora "
                "and precision fp8-mixed, fp8-current or mxfp8")},
    {DiagnosticCode::SingleGpuLayout, "single-gpu-layout",
     RUNCARD_TR("Diagnostics",
                "'single' runs on one GPU; choose ddp, a zero stage or an fsdp strategy "
                "for %1 GPUs")},
    {DiagnosticCode::NotWithAccumulation, "not-with-accumulation",
     RUNCARD_TR("Diagnostics", "cannot be combined with gradient_accumulation > 1")},
    {DiagnosticCode::PagedOptimizerOffload, "paged-optimizer-offload",
     RUNCARD_TR("Diagnostics",
                "a paged optimizer steps on the GPU from CUDA unified memory; with "
                "hardware.cpu_offload the optimizer steps on the host instead: choose one")},
    {DiagnosticCode::EpochsNeedDataTokens, "epochs-need-data-tokens",
     RUNCARD_TR("Diagnostics", "needs data.tokens, the tokens in one epoch")},
    {DiagnosticCode::DocumentsNeedLength, "documents-need-length",
     RUNCARD_TR("Diagnostics",
                "packed rows that attend per document need the mean document length: "
                "data.mean_tokens, or data.path to measure it")},
    {DiagnosticCode::TokensPerMicroBatch, "tokens-per-micro-batch",
     RUNCARD_TR("Diagnostics",
                "sequence_length × micro_batch ÷ context_parallel is %1 tokens; at most %2 "
                "tokens per GPU and pass are planned")},
    {DiagnosticCode::EagerSequenceBound, "eager-sequence-bound",
     RUNCARD_TR("Diagnostics", "eager attention keeps every score of the sequence; with it "
                               "sequence_length is at most %1 tokens")},
    {DiagnosticCode::NotInFramework, "not-in-framework",
     RUNCARD_TR("Diagnostics", "%1 is not offered by %2 (%3)")},
    {DiagnosticCode::NeedsInFramework, "needs-in-framework",
     RUNCARD_TR("Diagnostics", "needs %1 in %2 (%3)")},
    {DiagnosticCode::NotTogetherInFramework, "not-together-in-framework",
     RUNCARD_TR("Diagnostics", "%2 cannot combine it with %1 (%3)")},
    {DiagnosticCode::AtMostField, "at-most-field",
     RUNCARD_TR("Diagnostics", "must be at most %1, the value of %2")},
    {DiagnosticCode::HybridNeedsNodes, "hybrid-needs-nodes",
     RUNCARD_TR("Diagnostics",
                "fsdp-hybrid shards inside a node and replicates across nodes; it needs at least "
                "2 nodes (use fsdp-full on one node)")},
    {DiagnosticCode::ModelParallelDividesGpus, "model-parallel-divides-gpus",
     RUNCARD_TR("Diagnostics",
                "tensor_parallel × pipeline_parallel × context_parallel = %1 must divide the %2 "
                "GPUs; the data-parallel degree is what remains")},
    {DiagnosticCode::ContextParallelSequence, "context-parallel-sequence",
     RUNCARD_TR("Diagnostics",
                "context_parallel %1 splits each sequence into 2 × %1 chunks for causal load "
                "balance; sequence_length must be a multiple of %2")},
    {DiagnosticCode::ContextParallelShards, "context-parallel-shards",
     RUNCARD_TR("Diagnostics",
                "context_parallel %1 over all-to-all splits each sequence into %1 shards; "
                "sequence_length must be a multiple of %1")},
    {DiagnosticCode::TensorParallelHeads, "tensor-parallel-heads",
     RUNCARD_TR("Diagnostics",
                "tensor_parallel %1 must divide the model's %2 attention heads and %3 key/value "
                "heads")},
    {DiagnosticCode::ContextParallelHeads, "context-parallel-heads",
     RUNCARD_TR("Diagnostics",
                "the all-to-all exchange gives each of the context_parallel %1 GPUs whole heads: "
                "it must divide the %2 attention heads of a tensor-parallel rank, and divide or "
                "be a multiple of its %3 key/value heads")},
    {DiagnosticCode::PipelineLayers, "pipeline-layers",
     RUNCARD_TR("Diagnostics",
                "pipeline_parallel × virtual_stages = %1 is more than the model's %2 layers: every "
                "chunk needs one")},
    {DiagnosticCode::VirtualStagesNeedInterleaved, "virtual-stages-need-interleaved",
     RUNCARD_TR("Diagnostics", "virtual_stages > 1 needs pipeline_schedule: interleaved-1f1b and "
                               "pipeline_parallel > 1")},
    {DiagnosticCode::InterleavedNeedsStages, "interleaved-needs-stages",
     RUNCARD_TR("Diagnostics",
                "the interleaved schedule needs pipeline_parallel > 1 and virtual_stages > 1")},
    {DiagnosticCode::InterleavedMicroBatches, "interleaved-micro-batches",
     RUNCARD_TR("Diagnostics",
                "the interleaved schedule runs micro-batches in groups of pipeline_parallel: "
                "gradient_accumulation must be a multiple of %1")},
    {DiagnosticCode::ExpertParallelGroup, "expert-parallel-group",
     RUNCARD_TR("Diagnostics",
                "expert_parallel %1 must divide the %2 GPUs of the data-parallel × "
                "context-parallel group, from which the expert-parallel ranks are taken")},
    {DiagnosticCode::ExpertParallelExperts, "expert-parallel-experts",
     RUNCARD_TR("Diagnostics",
                "expert_parallel %1 must divide the model's %2 routed experts (a dense model "
                "has none)")},
    {DiagnosticCode::MergedExpertAdapters, "merged-expert-adapters",
     RUNCARD_TR("Diagnostics",
                "%1 is refused: with transformers 5 (%2), LoRA reaches the routed experts of this "
                "mixture-of-experts model through PEFT's ParamWrapper, which takes no dropout and "
                "no DoRA (%3); training.moe_experts: loop stands for transformers 4's per-expert "
                "linears")},
    {DiagnosticCode::PrecisionNotOnGpu, "precision-not-on-gpu",
     RUNCARD_TR("Diagnostics",
                "%1 needs tensor cores that %2 does not have; GPUs of the catalog that support it: "
                "%3")},
    {DiagnosticCode::GpusPerNodeAboveMachine, "gpus-per-node-above-machine",
     RUNCARD_TR("Diagnostics",
                "%1 comes in machines of at most %2 GPUs; the card puts %3 in each: use more "
                "nodes")},
    {DiagnosticCode::SetSyntax, "set-syntax",
     RUNCARD_TR("Diagnostics", "expected KEY=VALUE, e.g. training.micro_batch=4")},
    {DiagnosticCode::SetValueNotYaml, "set-value-not-yaml",
     RUNCARD_TR("Diagnostics", "the value is not valid YAML: %1")},
    {DiagnosticCode::FileNotFoundFolder, "file-not-found",
     RUNCARD_TR("Diagnostics", "file not found (a folder on the way is a file)")},
    {DiagnosticCode::CannotOpenBecause, "cannot-open",
     RUNCARD_TR("Diagnostics", "cannot open the file: %1")},
    {DiagnosticCode::CannotReadBecause, "cannot-read",
     RUNCARD_TR("Diagnostics", "cannot read the file: %1")},
    {DiagnosticCode::IsFifo, "not-regular-file",
     RUNCARD_TR("Diagnostics", "is a FIFO (named pipe), not a regular file")},
    {DiagnosticCode::IsSocket, "not-regular-file",
     RUNCARD_TR("Diagnostics", "is a socket, not a regular file")},
    {DiagnosticCode::IsDevice, "not-regular-file",
     RUNCARD_TR("Diagnostics", "is a device, not a regular file")},
    {DiagnosticCode::NotRegularFile, "not-regular-file",
     RUNCARD_TR("Diagnostics", "is not a regular file")},
    {DiagnosticCode::FileEndsEarly, "file-ends-early",
     RUNCARD_TR("Diagnostics", "the file ends at byte %1, %2 bytes early (truncated?)")},
    {DiagnosticCode::FileTooLarge, "file-too-large",
     RUNCARD_TR("Diagnostics", "the file is %1; %2 is at most %3")},
    {DiagnosticCode::FileLargerThan, "file-too-large",
     RUNCARD_TR("Diagnostics", "the file is larger than %1; %2 is at most %1")},
    {DiagnosticCode::EmptyFile, "empty-file", RUNCARD_TR("Diagnostics", "the file is empty")},
    {DiagnosticCode::EmptyFileExpected, "empty-file",
     RUNCARD_TR("Diagnostics", "the file is empty; expected %1")},
    {DiagnosticCode::NestedTooDeeply, "nested-too-deeply",
     RUNCARD_TR("Diagnostics", "nested too deeply (more than %1 levels)")},
    {DiagnosticCode::MalformedJson, "malformed-json",
     RUNCARD_TR("Diagnostics", "malformed JSON: %1")},
    {DiagnosticCode::NewerPilot, "newer-pilot",
     RUNCARD_TR("Diagnostics",
                "written by a newer runcard-pilot (protocol %1); this Runcard reads up to "
                "protocol %2")},
    {DiagnosticCode::NotJsonObject, "not-json-object",
     RUNCARD_TR("Diagnostics", "not a JSON object")},
    {DiagnosticCode::OutsideRange, "outside-range",
     RUNCARD_TR("Diagnostics", "is %1, outside %2 to %3")},
    {DiagnosticCode::PilotSummaryMissing, "pilot-summary-missing",
     RUNCARD_TR("Diagnostics", "missing beside events.ndjson: the pilot did not finish")},
    {DiagnosticCode::NotPilotSummary, "not-pilot-summary",
     RUNCARD_TR("Diagnostics", "not a pilot summary (no JSON object)")},
    {DiagnosticCode::DifferentRuns, "different-pilots",
     RUNCARD_TR("Diagnostics",
                "belongs to run %1, but events.ndjson to run %2; the two are from different "
                "pilots")},
    {DiagnosticCode::DifferentCards, "different-pilots",
     RUNCARD_TR("Diagnostics",
                "belongs to a pilot of card %1, but events.ndjson to one of card %2; the two "
                "are from different pilots")},
    {DiagnosticCode::PilotStillRunning, "pilot-running",
     RUNCARD_TR("Diagnostics",
                "running: the pilot did not finish (killed, crashed, or still running)")},
    {DiagnosticCode::EventsEndEarly, "events-end-early",
     RUNCARD_TR("Diagnostics", "ends before the pilot's end event: the run did not finish")},
    {DiagnosticCode::NotAPriceCatalog, "not-a-price-catalog",
     RUNCARD_TR("Diagnostics", "a price catalog must be a mapping")},
    {DiagnosticCode::MissingPriceCatalogVersion, "missing-version",
     RUNCARD_TR("Diagnostics", "missing; write 'price_catalog: 1' first")},
    {DiagnosticCode::MissingAsOf, "missing",
     RUNCARD_TR("Diagnostics", "missing; every price table carries the date of its figures")},
    {DiagnosticCode::FractionBelowOne, "fraction-below-one",
     RUNCARD_TR("Diagnostics", "must be a fraction in [0, 1)")},
    {DiagnosticCode::NegativePrice, "negative-price",
     RUNCARD_TR("Diagnostics", "a price cannot be negative; leave it out when it is unknown")},
    {DiagnosticCode::LowBoundOutside, "low-bound",
     RUNCARD_TR("Diagnostics", "must lie between 0 and the price")},
    {DiagnosticCode::HighBoundBelow, "high-bound",
     RUNCARD_TR("Diagnostics", "must not be below the price")},
    {DiagnosticCode::ExpectedPriceRows, "expected-price-rows",
     RUNCARD_TR("Diagnostics", "must be a list of rows (- gpus: 1, period: hour, ...)")},
    {DiagnosticCode::MissingRowGpus, "missing",
     RUNCARD_TR("Diagnostics", "missing; the card count this row prices")},
    {DiagnosticCode::MissingRowPeriod, "missing",
     RUNCARD_TR("Diagnostics", "missing; one of hour, day, week, month")},
    {DiagnosticCode::MissingOptionUnit, "missing",
     RUNCARD_TR("Diagnostics",
                "missing; one of gb-month, gb, gpu-hour, hour, compute-fraction, once")},
    {DiagnosticCode::RowWithoutPrice, "row-without-price",
     RUNCARD_TR("Diagnostics", "has no price; give on_demand, reserved or spot")},
    {DiagnosticCode::RepeatsRow, "repeated-row",
     RUNCARD_TR("Diagnostics", "repeats the %1-GPU %2 row of %3")},
    {DiagnosticCode::UnknownNamed, "unknown-value",
     RUNCARD_TR("Diagnostics", "unknown %1 '%2' (one of: %3)")},
    {DiagnosticCode::UnknownNamedSuggest, "unknown-value",
     RUNCARD_TR("Diagnostics", "unknown %1 '%2'; did you mean '%3'?")},
    {DiagnosticCode::UnknownSource, "unknown-source",
     RUNCARD_TR("Diagnostics", "unknown source '%1'; list it under sources")},
    {DiagnosticCode::UnknownSourceSuggest, "unknown-source",
     RUNCARD_TR("Diagnostics", "unknown source '%1'; list it under sources or did you mean '%2'?")},
    {DiagnosticCode::ExpectedMappingOf, "expected-mapping",
     RUNCARD_TR("Diagnostics", "expected a mapping of %1")},
    {DiagnosticCode::MissingOrZero, "missing", RUNCARD_TR("Diagnostics", "missing or 0")},
    {DiagnosticCode::NeedsPeak, "needs-peak",
     RUNCARD_TR("Diagnostics", "needs at least bf16 or fp32 greater than 0")},
    {DiagnosticCode::EfficiencyWherePeak, "efficiency-where-peak",
     RUNCARD_TR("Diagnostics", "%1 must be greater than 0 where peak_tflops.%1 is")},
    {DiagnosticCode::ExpectedGpuEntry, "expected-gpu-entry",
     RUNCARD_TR("Diagnostics", "expected a GPU entry")},
    {DiagnosticCode::DuplicateIdInFile, "duplicate-id",
     RUNCARD_TR("Diagnostics", "duplicate id '%1' in this file")},
    {DiagnosticCode::NotAGpuCatalog, "not-a-gpu-catalog",
     RUNCARD_TR("Diagnostics", "expected a mapping: one GPU's entry, or a 'gpus' list")},
    {DiagnosticCode::MissingGpus, "missing",
     RUNCARD_TR("Diagnostics",
                "missing: a catalog file holds one GPU's entry (with its id) or a 'gpus' list")},
    {DiagnosticCode::ExpectedGpuList, "expected-gpu-list",
     RUNCARD_TR("Diagnostics", "expected a list of GPU entries")},
    {DiagnosticCode::NoBundledGpus, "no-bundled-gpus",
     RUNCARD_TR("Diagnostics", "no GPU catalog files (*.yaml) found: the installation is "
                               "incomplete or RUNCARD_RESOURCES points elsewhere")},
    {DiagnosticCode::BundledOneGpu, "bundled-one-gpu",
     RUNCARD_TR("Diagnostics",
                "a bundled catalog file holds one GPU, with an id no other bundled file has")},
    {DiagnosticCode::AtMostNamed, "at-most", RUNCARD_TR("Diagnostics", "must be at most %1 (%2)")},
    {DiagnosticCode::LessThanNamed, "less-than",
     RUNCARD_TR("Diagnostics", "must be less than %1 (%2)")},
    {DiagnosticCode::BetweenOneAnd, "between",
     RUNCARD_TR("Diagnostics", "must be between 1 and %1 (%2)")},
    {DiagnosticCode::GreaterThanZeroWithExperts, "greater-than",
     RUNCARD_TR("Diagnostics", "must be greater than 0 with experts")},
    {DiagnosticCode::ExpectedPresetMapping, "expected-mapping",
     RUNCARD_TR("Diagnostics", "expected a mapping of preset fields")},
    {DiagnosticCode::IdMatchesFileName, "id-matches-file-name",
     RUNCARD_TR("Diagnostics", "must match the file name ('%1')")},
    {DiagnosticCode::ExpectedArchitectureMapping, "expected-mapping",
     RUNCARD_TR("Diagnostics", "expected a mapping of architecture fields")},
    {DiagnosticCode::NotPresetDirectory, "not-preset-directory",
     RUNCARD_TR("Diagnostics", "not a directory of model presets")},
    {DiagnosticCode::ShapeTooLarge, "shape-too-large",
     RUNCARD_TR("Diagnostics", "the shape is too large: its parameter count overflows")},
    {DiagnosticCode::UnknownPreset, "unknown-preset",
     RUNCARD_TR("Diagnostics", "unknown preset '%1' (runcard-cli models lists the presets)")},
    {DiagnosticCode::UnknownPresetSuggest, "unknown-preset",
     RUNCARD_TR("Diagnostics",
                "unknown preset '%1'; did you mean '%2'? (runcard-cli models lists the presets)")},
    {DiagnosticCode::UnknownPresetFamily, "unknown-preset",
     RUNCARD_TR("Diagnostics", "unknown preset '%1'; did you mean one of %2? (runcard-cli models "
                               "lists the presets)")},
    {DiagnosticCode::UnknownGpu, "unknown-gpu",
     RUNCARD_TR("Diagnostics", "unknown GPU '%1' (runcard-cli gpus lists the catalog)")},
    {DiagnosticCode::UnknownGpuSuggest, "unknown-gpu",
     RUNCARD_TR("Diagnostics",
                "unknown GPU '%1'; did you mean '%2'? (runcard-cli gpus lists the catalog)")},
    {DiagnosticCode::UnknownGpuFamily, "unknown-gpu",
     RUNCARD_TR("Diagnostics",
                "unknown GPU '%1'; did you mean one of %2? (runcard-cli gpus lists the catalog)")},
    {DiagnosticCode::CannotImportModel, "cannot-import-model",
     RUNCARD_TR("Diagnostics", "cannot import the model")},
    {DiagnosticCode::NotCollectivesJson, "not-collectives-json",
     RUNCARD_TR("Diagnostics", "expected a collectives.json object")},
    {DiagnosticCode::ExpectedMeasurements, "expected-measurements",
     RUNCARD_TR("Diagnostics", "expected a list of measurements")},
    {DiagnosticCode::ExpectedMeasurement, "expected-measurement",
     RUNCARD_TR("Diagnostics", "expected a measurement")},
    {DiagnosticCode::ExpectedTextOrLanguages, "expected-text",
     RUNCARD_TR("Diagnostics", "expected a text or a mapping of languages (en, tr) to texts")},
    {DiagnosticCode::ExpectedAText, "expected-text", RUNCARD_TR("Diagnostics", "expected a text")},
    {DiagnosticCode::MissingEnglish, "missing",
     RUNCARD_TR("Diagnostics", "missing: every text needs its English version")},
    {DiagnosticCode::ExpectedTextsList, "expected-text-list",
     RUNCARD_TR("Diagnostics", "expected a list of texts")},
    {DiagnosticCode::ExpectedKind, "expected-kind",
     RUNCARD_TR("Diagnostics", "expected %1, got %2")},
    {DiagnosticCode::ExpectedIntegerString, "expected-integer",
     RUNCARD_TR("Diagnostics", "expected an integer, got the string \"%1\"")},
    {DiagnosticCode::OnlyEmptyList, "only-empty-list",
     RUNCARD_TR("Diagnostics", "only an empty list is supported")},
    {DiagnosticCode::LayerTypesPattern, "layer-types-pattern",
     RUNCARD_TR("Diagnostics", "expected one full_attention layer every n layers, the others "
                               "sliding_attention, for each of the %1 layers")},
    {DiagnosticCode::ListFromKey, "list-from-key",
     RUNCARD_TR("Diagnostics",
                "only the list that %1 gives for the %2 layers is modelled (or leave it out)")},
    {DiagnosticCode::ModelTypeMissing, "unknown-model-type",
     RUNCARD_TR("Diagnostics", "missing and hidden_act is not silu; known types: %1 (or give the "
                               "shape in model.architecture)")},
    {DiagnosticCode::UnknownModelType, "unknown-model-type",
     RUNCARD_TR("Diagnostics", "unknown model type '%1' and hidden_act is not silu; known types: "
                               "%2 (or give the shape in model.architecture)")},
    {DiagnosticCode::MoeTypeUnsupported, "moe-type-unsupported",
     RUNCARD_TR("Diagnostics", "mixture-of-experts layers of model type '%1' are not supported; "
                               "known mixture-of-experts types: %2")},
    {DiagnosticCode::ElementCountOverflows, "element-count-overflows",
     RUNCARD_TR("Diagnostics", "the tensors' element count overflows")},
    {DiagnosticCode::ExpectedJsonObject, "expected-json-object",
     RUNCARD_TR("Diagnostics", "expected a JSON object")},
    {DiagnosticCode::NotModelFolder, "not-model-folder",
     RUNCARD_TR("Diagnostics", "not a model folder (no such directory)")},
    {DiagnosticCode::NoSafetensors, "no-safetensors",
     RUNCARD_TR("Diagnostics",
                "no *.safetensors files (use model.hf_config for a config.json alone)")},
    {DiagnosticCode::CannotReadPilotSummary, "cannot-read",
     RUNCARD_TR("Diagnostics", "cannot read the pilot's summary")},
    {DiagnosticCode::PilotNoQlora, "pilot-no-qlora",
     RUNCARD_TR(
         "Diagnostics",
         "qlora needs NF4 kernels that LibTorch does not have; the pilot runs full or lora")},
    {DiagnosticCode::PilotOptimizer, "pilot-optimizer",
     RUNCARD_TR("Diagnostics",
                "%1 is not implemented by the pilot; it runs adamw, sgd and sgd-momentum")},
    {DiagnosticCode::PilotPrecision, "pilot-precision",
     RUNCARD_TR("Diagnostics",
                "%1 is not implemented by the pilot; it runs fp32, tf32, bf16-mixed and bf16")},
    {DiagnosticCode::PilotCheckpointing, "pilot-checkpointing",
     RUNCARD_TR("Diagnostics",
                "%1 is not implemented by the pilot; it runs none or full (per block)")},
    {DiagnosticCode::PilotWeightsDtype, "pilot-weights-dtype",
     RUNCARD_TR("Diagnostics", "%1 weights are not what the pilot keeps under %2 (%3)")},
    {DiagnosticCode::PilotPlainLora, "pilot-plain-lora",
     RUNCARD_TR("Diagnostics", "the pilot's adapters are plain LoRA on the blocks' projections")},
    {DiagnosticCode::PilotNoActivationOffload, "pilot-no-activation-offload",
     RUNCARD_TR("Diagnostics", "the pilot does not offload activations")},
    {DiagnosticCode::PilotNoDocumentMask, "pilot-no-document-mask",
     RUNCARD_TR("Diagnostics", "the pilot's packed rows attend as one sequence (its decoder has "
                               "no document mask)")},
    {DiagnosticCode::PilotFileOrder, "pilot-file-order",
     RUNCARD_TR("Diagnostics", "the pilot reads its batches in file order; it pads to the "
                               "longest in the batch or to sequence_length")},
    {DiagnosticCode::PilotOptimizerAfterBackward, "pilot-optimizer-after-backward",
     RUNCARD_TR("Diagnostics", "the pilot steps the optimizer after backward")},
    {DiagnosticCode::PilotBatchBounds, "pilot-batch-bounds",
     RUNCARD_TR("Diagnostics", "micro_batch, gradient_accumulation must be at least 1 and "
                               "sequence_length at least 2")},
    {DiagnosticCode::PilotNoSentencePiece, "pilot-no-sentencepiece",
     RUNCARD_TR("Diagnostics", "this runcard-pilot was built without SentencePiece; remove "
                               "data.tokenizer to train on byte-level tokens")},
    {DiagnosticCode::PilotMemoryLimitOnDevice, "pilot-memory-limit-on-device",
     RUNCARD_TR("Diagnostics", "the limit is enforced by the CPU tracking allocator; on %1 the "
                               "device's own capacity is the limit")},
    {DiagnosticCode::PilotMoeWeights, "pilot-moe-weights",
     RUNCARD_TR("Diagnostics", "the pilot loads the weights of dense decoders only; a "
                               "mixture-of-experts model (%1 experts) is piloted from its "
                               "architecture")},
    {DiagnosticCode::PilotLatentWeights, "pilot-latent-weights",
     RUNCARD_TR("Diagnostics", "the pilot loads Llama-style attention weights only; a "
                               "latent-attention model is piloted from its architecture")},
    {DiagnosticCode::PilotNoLoraTarget, "pilot-no-lora-target",
     RUNCARD_TR("Diagnostics", "no target exists in this model (a GELU MLP has no gate "
                               "projection): nothing would train")},
};

constexpr bool codesInEnumOrder() {
    for (std::size_t i = 0; i < std::size(kCodes); ++i)
        if (static_cast<std::size_t>(kCodes[i].code) != i)
            return false;
    return true;
}
static_assert(codesInEnumOrder(), "kCodes lists the codes in the order of DiagnosticCode");
static_assert(std::size(kCodes) == static_cast<std::size_t>(DiagnosticCode::PilotNoLoraTarget) + 1,
              "every DiagnosticCode has a text in kCodes");

const CodeText& entry(DiagnosticCode code) {
    return kCodes[static_cast<std::size_t>(code)];
}

} // namespace

DiagnosticArg DiagnosticArg::of(double value) {
    DiagnosticArg arg(formatDouble(value));
    arg.numeric = true;
    arg.number = value;
    return arg;
}

DiagnosticArg DiagnosticArg::ofPhrase(std::string english) {
    DiagnosticArg arg(std::move(english));
    arg.phrase = true;
    return arg;
}

std::string_view englishText(DiagnosticCode code) {
    return entry(code).english;
}

std::string_view diagnosticId(DiagnosticCode code) {
    return entry(code).id;
}

std::vector<DiagnosticCode> allDiagnosticCodes() {
    std::vector<DiagnosticCode> codes;
    for (const CodeText& c : kCodes)
        codes.push_back(c.code);
    return codes;
}

std::string fillArguments(std::string_view text, const std::vector<std::string>& args) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t index = i + 1 < text.size() ? std::size_t(text[i + 1] - '1') : 9;
        if (text[i] == '%' && index < 9 && index < args.size()) {
            out += args[index];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string renderEnglish(DiagnosticCode code, const std::vector<DiagnosticArg>& args) {
    std::vector<std::string> texts;
    for (const DiagnosticArg& arg : args)
        texts.push_back(arg.text);
    return fillArguments(englishText(code), texts);
}

Diagnostic Diagnostic::coded(DiagnosticCode code, std::string field,
                             std::vector<DiagnosticArg> args) {
    Diagnostic d;
    d.field = std::move(field);
    d.message = renderEnglish(code, args);
    d.code = code;
    d.args = std::move(args);
    return d;
}

Diagnostic& Diagnostic::at(std::string locationFile, int locationLine, int locationColumn) {
    file = std::move(locationFile);
    line = locationLine;
    column = locationColumn;
    return *this;
}

std::string Diagnostic::toString() const {
    std::string text;
    if (!file.empty()) {
        text += file;
        if (line > 0) {
            text += ':' + std::to_string(line);
            if (column > 0)
                text += ':' + std::to_string(column);
        }
        text += ": ";
    }
    if (!field.empty())
        text += field + ": ";
    return text + message;
}

static std::string joinedMessages(const Diagnostics& diagnostics) {
    std::string text;
    for (const auto& d : diagnostics)
        text += (text.empty() ? "" : "\n") + d.toString();
    return text;
}

InputError::InputError(Diagnostics diagnostics)
    : std::runtime_error(joinedMessages(diagnostics)), diagnostics_(std::move(diagnostics)) {}

InputError::InputError(Diagnostic diagnostic) : InputError(Diagnostics{std::move(diagnostic)}) {}

static std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
    std::iota(previous.begin(), previous.end(), 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

static std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

std::string closestMatch(const std::string& word, const std::vector<std::string>& candidates) {
    const std::string typed = lowercase(word);
    std::string best;
    std::size_t bestDistance = std::string::npos;
    for (const auto& candidate : candidates) {
        const std::size_t distance = editDistance(typed, lowercase(candidate));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    // Suggest only what a typo could plausibly explain: at most a third of the word changed (two
    // letters in short words), and never every letter ("x" is no typo of "q").
    const std::size_t tolerance = std::max<std::size_t>(2, word.size() / 3);
    return bestDistance <= tolerance && bestDistance < word.size() ? best : std::string{};
}

std::vector<std::string> identifierSuggestions(const std::string& word,
                                               const std::vector<std::string>& candidates,
                                               std::size_t limit) {
    const std::string typed = lowercase(word);
    std::vector<std::string> beginning;
    for (const auto& candidate : candidates) {
        const std::string name = lowercase(candidate);
        if (name == typed)
            return {candidate};
        if (typed.size() >= 2 && name.compare(0, typed.size(), typed) == 0)
            beginning.push_back(candidate);
    }
    if (!beginning.empty() && beginning.size() <= limit) {
        std::sort(beginning.begin(), beginning.end(), naturalLess);
        return beginning;
    }
    if (std::string closest = closestMatch(word, candidates); !closest.empty())
        return {closest};
    return {};
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

} // namespace runcard
