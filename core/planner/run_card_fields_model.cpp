// The schema's rows for the card's top level (schema version, name) and the model section.
#include "planner/model_state.h"
#include "planner/run_card_schema_rows.h"
#include "planner/translatable.h"

namespace runcard::schema_table {
namespace {

// A checkpoint's fused projections reach only the frameworks that train its own modules.
bool trainsTheCheckpointsModules(const RunCard& c) {
    return trainsCheckpointModules(c.training.framework);
}

} // namespace

std::vector<FieldSpec> modelFields() {
    return {
        Row(
            "runcard", [](auto& c) -> auto& { return c.schema_version; })
            .fixed()
            .required(DiagnosticCode::MissingVersion)
            .range(1, 1, "the schema version this Runcard reads")
            .outOfRange(DiagnosticCode::UnsupportedVersion)
            .label("Schema version")
            .help("The run-card schema the file follows; always 1."),
        Row(
            "name", [](auto& c) -> auto& { return c.name; })
            .label(RUNCARD_TR("RunCardSchema", "Run name"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Free text that names the run in files, results and reports."))
            .placeholder(RUNCARD_TR("RunCardSchema", "e.g. llama-3.1-8b-lora-r16")),

        // ---- model
        Row(
            "model.preset", [](auto& c) -> auto& { return c.model.preset; })
            .reference(FieldReference::Preset)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "Model preset"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A bundled model architecture. Layers, hidden size and vocabulary decide the "
                "weights, gradients and activations every GPU must hold."))
            .note("`runcard-cli models` lists the presets"),
        Row(
            "model.hf_config", [](auto& c) -> auto& { return c.model.hf_config; })
            .reference(FieldReference::File)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "config.json"))
            .help(RUNCARD_TR("RunCardSchema", "A Hugging Face config.json, relative to the card. "
                                              "Used instead of a preset to read "
                                              "the architecture."))
            .placeholder(RUNCARD_TR("RunCardSchema", "path/to/config.json")),
        Row(
            "model.local_dir", [](auto& c) -> auto& { return c.model.local_dir; })
            .reference(FieldReference::Directory)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "Model folder"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A local model folder: config.json for the shape and the *.safetensors headers for "
                "exact parameter counts. No weights are read."))
            .placeholder(RUNCARD_TR("RunCardSchema", "path/to/model")),
        Row(
            "model.revision", [](auto& c) -> auto& { return c.model.revision; })
            .label(RUNCARD_TR("RunCardSchema", "Model revision"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Recorded with results and reports, so a measurement can be traced to the exact "
                "weights."))
            .placeholder(RUNCARD_TR("RunCardSchema", "repository@commit")),
        Row(
            "model.loading", [](auto& c) -> auto& { return c.model.loading; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Model loading"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "How the checkpoint reaches the GPU. Materialising the whole model on every GPU "
                "before sharding or quantising can peak above the training step; streamed and "
                "rank-0 broadcast loading do not. The framework's default: KempnerForge without "
                "tensor parallelism puts the whole model on every GPU, the others stream it."))
            .note("sets the load-phase peak beside the step's (docs/memory-model.md, "
                  "\"Loading\")"),
        Row(
            "model.architecture.layers",
            [](auto& c) -> auto& { return c.model.architecture.layers; })
            .range(1, 512,
                   "4 times the deepest published decoder (126 layers); bounds every "
                   "per-layer product")
            .label(RUNCARD_TR("RunCardSchema", "Layers"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Transformer blocks. Weights, gradients and saved activations grow linearly with "
                "them.")),
        Row(
            "model.architecture.hidden_size",
            [](auto& c) -> auto& { return c.model.architecture.hidden_size; })
            .range(1, 131072,
                   "7 times the widest published model (18,432); hidden² × layers stays "
                   "far below 2^63")
            .label(RUNCARD_TR("RunCardSchema", "Hidden size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Width of the residual stream. Parameters grow with its square; activations grow "
                "with it linearly.")),
        Row(
            "model.architecture.intermediate_size",
            [](auto& c) -> auto& { return c.model.architecture.intermediate_size; })
            .range(1, 524288, "7 times the widest published MLP (73,728)")
            .label(RUNCARD_TR("RunCardSchema", "MLP width"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Inner width of the feed-forward block; the largest share of parameters and of "
                "the MLP activations.")),
        Row(
            "model.architecture.attention_heads",
            [](auto& c) -> auto& { return c.model.architecture.attention_heads; })
            .range(1, 512, "4 times the most heads published (128); bounds the eager s² scores")
            .label(RUNCARD_TR("RunCardSchema", "Attention heads"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Query heads. With head size they set the attention projections.")),
        Row(
            "model.architecture.kv_heads",
            [](auto& c) -> auto& { return c.model.architecture.kv_heads; })
            .range(1, 512, "at most the attention heads' bound; must divide the heads")
            .label(RUNCARD_TR("RunCardSchema", "Key/value heads"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Grouped-query attention: fewer key/value heads shrink the K and V projections "
                "and their activations.")),
        Row(
            "model.architecture.head_dim",
            [](auto& c) -> auto& { return c.model.architecture.head_dim; })
            .range(1, 1024, "4 times the widest published head (256)")
            .label(RUNCARD_TR("RunCardSchema", "Head size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Width of one attention head; by default hidden size divided by the heads.")),
        Row(
            "model.architecture.vocab_size",
            [](auto& c) -> auto& { return c.model.architecture.vocab_size; })
            .range(1, 4194304,
                   "16 times the largest published vocabulary (262,144); bounds the "
                   "logits per token")
            .label(RUNCARD_TR("RunCardSchema", "Vocabulary"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Tokens in the vocabulary. The logits of every position span it, so a large "
                "vocabulary makes the loss path one of the biggest transient peaks.")),
        Row(
            "model.architecture.tied_embeddings",
            [](auto& c) -> auto& { return c.model.architecture.tied_embeddings; })
            .choiceLabels(RUNCARD_TR("RunCardSchema", "Tied"),
                          RUNCARD_TR("RunCardSchema", "Separate head"))
            .label(RUNCARD_TR("RunCardSchema", "Tied embeddings"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Whether the output head shares the embedding matrix. Untied, the head adds "
                "vocabulary × hidden size parameters with their gradients and optimizer state.")),
        Row(
            "model.architecture.mlp", [](auto& c) -> auto& { return c.model.architecture.mlp; })
            .label(RUNCARD_TR("RunCardSchema", "MLP type"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the "
                "MLP's parameters and activations.")),
        Row(
            "model.architecture.gelu_new",
            [](auto& c) -> auto& { return c.model.architecture.gelu_new; })
            .appliesWhen(trainsTheCheckpointsModules)
            .geluOnly()
            .extension()
            .choiceLabels(RUNCARD_TR("RunCardSchema", "Python formula"),
                          RUNCARD_TR("RunCardSchema", "One kernel"))
            .label(RUNCARD_TR("RunCardSchema", "GELU as gelu_new"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The checkpoint's code computes GELU as transformers' gelu_new: the tanh formula "
                "as nine eager operations. They keep four MLP-wide tensors for backward where "
                "one kernel keeps its input, three of them in fp32 under autocast, and make many "
                "more memory passes. Compiled, it is one kernel."))
            .note("transformers src/transformers/activations.py NewGELUActivation: GPT-2, "
                  "phi-1.5, phi-2, GPT-J and GPT-Neo (hidden_act or activation_function "
                  "gelu_new); GPT-BigCode's gelu_pytorch_tanh, GPT-NeoX's gelu and OPT's relu "
                  "are one kernel. Read by Hugging Face models under PEFT and llm-foundry"),
        Row(
            "model.architecture.hidden_dropout",
            [](auto& c) -> auto& { return c.model.architecture.hidden_dropout; })
            .appliesWhen(trainsTheCheckpointsModules)
            .extension()
            .range(0, 1, "a probability")
            .fraction()
            .label(RUNCARD_TR("RunCardSchema", "Hidden dropout"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Dropout on each block's attention and MLP outputs while training, as the "
                "checkpoint's config sets it. Each site keeps a one-byte mask for backward and "
                "makes a pass over the hidden state each way. Llama-style models have none."))
            .note("transformers GPT-2 and GPT-BigCode resid_pdrop (0.1), OPT dropout (0.1), phi "
                  "resid_pdrop, GPT-NeoX, Falcon and BLOOM hidden_dropout; the embedding's and "
                  "the attention probabilities' dropout are not counted. Read by Hugging Face "
                  "models under PEFT and llm-foundry"),
        Row(
            "model.architecture.norm", [](auto& c) -> auto& { return c.model.architecture.norm; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Normalization"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "RMSNorm in eager PyTorch runs as several passes with fp32 intermediates and saves "
                "an fp32 copy of its input; LayerNorm is one kernel each way and saves its input "
                "as it is. It also sets the norms' parameters (LayerNorm has a bias).")),
        Row(
            "model.architecture.position",
            [](auto& c) -> auto& { return c.model.architecture.position; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Position encoding"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Rotary embeddings rotate the queries and keys in every layer, memory-bound work "
                "in eager PyTorch; a learned table is added once at the input and ALiBi is a bias "
                "inside the attention kernel."))
            .note("GPT-2, OPT, StarCoder and MPT without ALiBi: learned; BLOOM and MPT-7B: "
                  "alibi"),
        Row(
            "model.architecture.positions",
            [](auto& c) -> auto& { return c.model.architecture.positions; })
            .learnedPositionsOnly()
            .extension()
            .range(1, 16777216, "2^24 tokens, far above any published context")
            .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
            .label(RUNCARD_TR("RunCardSchema", "Learned positions"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Rows of a learned position table: positions × hidden size parameters, with "
                "gradients and optimizer state under full fine-tuning. No sequence may be longer. "
                "Unset, the table holds the longest sequence."))
            .note("GPT-2 n_positions (1024), OPT max_position_embeddings + 2 (2050), MPT "
                  "max_seq_len; llm-foundry sizes MPT's wpe to the run's max_seq_len"),
        Row(
            "model.architecture.qkv_bias",
            [](auto& c) -> auto& { return c.model.architecture.qkv_bias; })
            .extension()
            .choiceLabels(RUNCARD_TR("RunCardSchema", "With biases"),
                          RUNCARD_TR("RunCardSchema", "Without biases"))
            .label(RUNCARD_TR("RunCardSchema", "q, k, v biases"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The query, key and value projections carry biases: their output "
                             "widths in parameters, with gradients and optimizer state when "
                             "trained."))
            .note("Qwen 1 c_attn, Qwen1.5, Qwen2 and Qwen2.5 (transformers models/qwen2)"),
        Row(
            "model.architecture.linear_bias",
            [](auto& c) -> auto& { return c.model.architecture.linear_bias; })
            .extension()
            .choiceLabels(RUNCARD_TR("RunCardSchema", "With biases"),
                          RUNCARD_TR("RunCardSchema", "Without biases"))
            .label(RUNCARD_TR("RunCardSchema", "Biases on every linear"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Every linear of the blocks carries a bias, as in GPT-NeoX, BLOOM "
                             "and phi-2."))
            .note("GPT-NeoX, BLOOM, phi-1.5 and phi-2; Falcon with `bias`; MPT without "
                  "`no_bias`"),
        Row(
            "model.architecture.fused_qkv",
            [](auto& c) -> auto& { return c.model.architecture.fused_qkv; })
            .appliesWhen(trainsTheCheckpointsModules)
            .extension()
            .choiceLabels(RUNCARD_TR("RunCardSchema", "One linear"),
                          RUNCARD_TR("RunCardSchema", "Three linears"))
            .label(RUNCARD_TR("RunCardSchema", "Fused q, k, v"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The checkpoint holds the query, key and value projections as one linear. It "
                "runs as one GEMM, and under PEFT a LoRA target on any of q, k, v is one adapter "
                "on the fused output: one rank-r input matrix and one dropout instead of up to "
                "three."))
            .note("Phi-3 and Phi-4 qkv_proj, Qwen 1 c_attn, GPT-NeoX, Falcon and BLOOM "
                  "query_key_value, MPT Wqkv, InternLM2 wqkv. Read as fused by Hugging Face "
                  "models under PEFT and llm-foundry; torchtune, torchtitan, KempnerForge, "
                  "litgpt and Unsloth build their own modules (docs/memory-model.md, "
                  "\"Activations\", linear inputs)"),
        Row(
            "model.architecture.fused_gate_up",
            [](auto& c) -> auto& { return c.model.architecture.fused_gate_up; })
            .appliesWhen(trainsTheCheckpointsModules)
            .extension()
            .choiceLabels(RUNCARD_TR("RunCardSchema", "One linear"),
                          RUNCARD_TR("RunCardSchema", "Two linears"))
            .label(RUNCARD_TR("RunCardSchema", "Fused gate and up"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The checkpoint holds a SwiGLU's gate and up projections as one linear, run as "
                "one GEMM; under PEFT a target on gate or up is one adapter on both."))
            .note("Phi-3 and Phi-4 gate_up_proj (modeling_phi3.py Phi3MLP)"),
        Row(
            "model.architecture.qk_norm",
            [](auto& c) -> auto& { return c.model.architecture.qk_norm; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Query and key norms"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A norm on the queries and on the keys after their projections: one of head "
                "size shared by the heads, or one over each whole projection. Each is a "
                "memory-bound pass over q and k each way and keeps its input for backward; "
                "the two differ only in their weights."))
            .note("per-head: Qwen3, Qwen3-MoE and Gemma 3 (transformers q_norm, k_norm), "
                  "Megatron-Core qk_layernorm; projection: OLMo 2, OLMo 3 and OLMoE"),
        Row(
            "model.architecture.experts",
            [](auto& c) -> auto& { return c.model.architecture.experts; })
            .extension()
            .range(1, 2048, "8 times the most routed experts published (DeepSeek-V3: 256)")
            .label(RUNCARD_TR("RunCardSchema", "Experts"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Routed experts of a mixture-of-experts layer. Every expert's weights, gradients "
                "and optimizer state are held; only the experts a token is routed to compute."))
            .note("unset = a dense model; model_architecture.h"),
        Row(
            "model.architecture.experts_per_token",
            [](auto& c) -> auto& { return c.model.architecture.experts_per_token; })
            .extension()
            .range(1, 256, "at most the experts' bound; published models route to 1-10")
            .label(RUNCARD_TR("RunCardSchema", "Experts per token"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Routed experts each token visits (top-k). Compute, the expert activations and "
                "the token exchange between GPUs grow with it."))
            .note("must be at most `experts`"),
        Row(
            "model.architecture.shared_experts",
            [](auto& c) -> auto& { return c.model.architecture.shared_experts; })
            .extension()
            .range(1, 64, "published models have 1 or 2")
            .label(RUNCARD_TR("RunCardSchema", "Shared experts"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Experts every token visits besides the routed ones (DeepSeek).")),
        Row(
            "model.architecture.moe_intermediate_size",
            [](auto& c) -> auto& { return c.model.architecture.moe_intermediate_size; })
            .extension()
            .range(1, 524288, "the MLP width's bound")
            .label(RUNCARD_TR("RunCardSchema", "Expert width"))
            .help(RUNCARD_TR("RunCardSchema", "Inner width of one expert's feed-forward block.")),
        Row(
            "model.architecture.dense_layers",
            [](auto& c) -> auto& { return c.model.architecture.dense_layers; })
            .extension()
            .range(1, 511, "fewer than the layers' bound")
            .label(RUNCARD_TR("RunCardSchema", "Leading dense layers"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The first layers keep a dense feed-forward block of the MLP width "
                             "instead of experts (DeepSeek first_k_dense_replace)."))
            .note("must be less than `layers`"),
        Row(
            "model.architecture.moe_layer_step",
            [](auto& c) -> auto& { return c.model.architecture.moe_layer_step; })
            .extension()
            .range(1, 512, "the layers' bound")
            .label(RUNCARD_TR("RunCardSchema", "Expert layer step"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Every n-th layer has experts, the others a dense feed-forward block "
                             "(Qwen decoder_sparse_step; 1 = every layer).")),
    };
}

} // namespace runcard::schema_table
