// The schema's rows for the LoRA and QLoRA adapters: rank, scaling, dropout, targets, DoRA and the
// 4-bit base's options, each read only for the methods that have them.
#include "planner/run_card_schema_rows.h"
#include "planner/translatable.h"

namespace runcard::schema_table {

namespace {

bool usesLora(const RunCard& c) {
    return c.training.method != TrainingMethod::Full;
}
bool usesQLora(const RunCard& c) {
    return c.training.method == TrainingMethod::QLora;
}

} // namespace

std::vector<FieldSpec> adapterFields() {
    return {
        Row(
            "training.lora.rank", [](auto& c) -> auto& { return c.training.lora.rank; })
            .appliesWhen(usesLora)
            .range(1, 8192, "twice the widest rank in common use; adapter counts stay small")
            .label(RUNCARD_TR("RunCardSchema", "LoRA rank"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Rank of each adapter. Adapter parameters, their gradients and optimizer state "
                "grow linearly with it."))
            .note("adapter size r·(d_in + d_out) per targeted linear"),
        Row(
            "training.lora.alpha", [](auto& c) -> auto& { return c.training.lora.alpha; })
            .appliesWhen(usesLora)
            .range(0, 1e6, "a scale; no memory or time effect")
            .aboveMin()
            .decimals(1, 1)
            .label(RUNCARD_TR("RunCardSchema", "LoRA alpha"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Scale of the adapter update. Affects quality, not memory or time.")),
        Row(
            "training.lora.dropout", [](auto& c) -> auto& { return c.training.lora.dropout; })
            .appliesWhen(usesLora)
            .range(0, 1, "a probability")
            .belowMax()
            .decimals(2, 0.01)
            .label(RUNCARD_TR("RunCardSchema", "LoRA dropout"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Dropout on the adapter input; when above zero it saves a mask per adapter in the "
                "activations. LoRA on a mixture-of-experts model's experts under transformers 5 "
                "takes none."))
            .note("> 0 makes every adapter keep its own dropped input copy and mask; 0 by default, "
                  "as PEFT's LoraConfig and torchtune's builders (litgpt's finetune takes 0.05)"),
        Row(
            "training.lora.dropout_position",
            [](auto& c) -> auto& { return c.training.lora.dropout_position; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "LoRA dropout position"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "On the input (PEFT, torchtune) every adapter keeps its own dropped copy of the "
                "input; on the output (NeMo AutoModel) the adapters share the input and keep only "
                "a "
                "mask of their output."))
            .note("NeMo AutoModel PeftConfig dropout_position, default post; PEFT and torchtune "
                  "drop the input"),
        Row(
            "training.lora.adapter_dtype",
            [](auto& c) -> auto& { return c.training.lora.adapter_dtype; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Adapter dtype"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The dtype of the adapter weights, their gradients and optimizer state. PEFT since "
                "mid-2024 keeps them in fp32 and casts each adapter's input to fp32 (a pass over "
                "the input, and one back under autocast); earlier PEFT gave adapters the base "
                "weights' dtype. (auto: fp32 under hf-transformers and in the pilot, the base "
                "weights' dtype elsewhere)"))
            .note("get_peft_model autocast_adapter_dtype=True (PEFT PR #1706, May 2024); "
                  "peft/tuners/lora/layer.py _cast_input_dtype"),
        Row(
            "training.lora.targets", [](auto& c) -> auto& { return c.training.lora.targets; })
            .appliesWhen(usesLora)
            .allChoices("all-linear")
            .nonEmpty()
            .unique()
            .label(RUNCARD_TR("RunCardSchema", "LoRA targets"))
            .help(
                RUNCARD_TR("RunCardSchema",
                           "Which projections of each block get an adapter. More targets mean more "
                           "trainable parameters, adapter memory and optimizer state. Under "
                           "megatron any of q, k, v adapts the fused QKV projection whole, and "
                           "gate or up the fused gate-up projection (NeMo's linear_qkv and "
                           "linear_fc1)."))
            .note("each adapted linear saves its input"),
        Row(
            "training.lora.head", [](auto& c) -> auto& { return c.training.lora.head; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "LoRA on the output head"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "An adapter on the output projection: r × (hidden + vocabulary) more trainable "
                "parameters, and the head's input is kept for its gradient."))
            .note("torchtune apply_lora_to_output; PEFT target_modules with lm_head; torchtitan's "
                  "LoRAConverter without target_modules converts every Linear.Config, the "
                  "lm_head's included (torchtitan/components/lora.py)"),
        Row(
            "training.lora.embedding", [](auto& c) -> auto& { return c.training.lora.embedding; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "LoRA on the embedding"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "An adapter on the token embedding: r × (vocabulary + hidden) more trainable "
                "parameters."))
            .note("PEFT lora_embedding_A (r × vocabulary) and lora_embedding_B (hidden × r)"),
        Row(
            "training.lora.modules_to_save",
            [](auto& c) -> auto& { return c.training.lora.modules_to_save; })
            .appliesWhen(usesLora)
            .extension()
            .unique()
            .label(RUNCARD_TR("RunCardSchema", "Fully trained modules"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Modules trained whole beside the adapters, as when new tokens are added: each is "
                "a copy of the frozen original in its dtype, with its own gradient and optimizer "
                "state, and a trained head computes its weight gradient. Empty: the adapters "
                "alone train."))
            .note("PEFT LoraConfig modules_to_save: ModulesToSaveWrapper deep-copies the module "
                  "and freezes the original (peft/utils/other.py); cast_adapter_dtype upcasts "
                  "tuner layers only, so the copy keeps the base dtype (peft/tuners/"
                  "tuners_utils.py)"),
        Row(
            "training.lora.dora", [](auto& c) -> auto& { return c.training.lora.dora; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "DoRA (weight-decomposed)"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Weight-decomposed LoRA: a magnitude vector per adapted matrix, and every forward "
                "builds the dense adapted weight to take its column norm; slower, and more "
                "activation memory."))
            .note("PEFT tuners/lora/dora.py: DoraLinearLayer"),
        Row(
            "training.qlora.double_quant",
            [](auto& c) -> auto& { return c.training.qlora.double_quant; })
            .appliesWhen(usesQLora)
            .label(RUNCARD_TR("RunCardSchema", "QLoRA double quantization"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight."))
            .note("NF4 constants quantized again: 4.127 instead of 4.5 bits per weight"),
        Row(
            "training.qlora.keeps_inputs",
            [](auto& c) -> auto& { return c.training.qlora.keeps_inputs; })
            .appliesWhen(usesQLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "4-bit layers keep their inputs"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "bitsandbytes before 0.43.2 (July 2024) keeps the input of every 4-bit linear for "
                "backward, which needs only the weight: one more saved activation per layer "
                "input. Turn on for runs on an older bitsandbytes; torchao's NF4 (torchtune) "
                "never keeps it."))
            .note("bitsandbytes autograd/_functions.py, MatMul4Bit: ctx.tensors = (A, B) until "
                  "PR #1270 (0.43.2) saved (None, B)"),
    };
}

} // namespace runcard::schema_table
