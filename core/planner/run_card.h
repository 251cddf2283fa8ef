// The run card (schema v1, ../shared/spec/runcard-v1.md): one fine-tuning run, defined before any
// GPU is chosen. Plain data; loading, validation and saving live in run_card_yaml.h.
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"
#include "planner/model_architecture.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace runcard {

// Explicit architecture values of the card; each one overrides the preset or imported config.
struct ArchitectureOverrides {
    std::optional<int> layers;
    std::optional<std::int64_t> hidden_size;
    std::optional<std::int64_t> intermediate_size;
    std::optional<int> attention_heads;
    std::optional<int> kv_heads;
    std::optional<int> head_dim;
    std::optional<std::int64_t> vocab_size;
    std::optional<bool> tied_embeddings;
    std::optional<MlpKind> mlp;
    std::optional<NormKind> norm;
    std::optional<PositionKind> position;
    std::optional<bool> gelu_new;
    std::optional<double> hidden_dropout;
    std::optional<std::int64_t> positions;
    std::optional<bool> qkv_bias;
    std::optional<bool> linear_bias;
    std::optional<bool> fused_qkv;
    std::optional<bool> fused_gate_up;
    std::optional<QkNorm> qk_norm;
    // Mixture-of-experts (model_architecture.h).
    std::optional<int> experts;
    std::optional<int> experts_per_token;
    std::optional<int> shared_experts;
    std::optional<std::int64_t> moe_intermediate_size;
    std::optional<int> dense_layers;
    std::optional<int> moe_layer_step;

    bool empty() const;
    void applyTo(ModelArchitecture& arch) const;
    bool operator==(const ArchitectureOverrides&) const = default;
};

struct ModelSection {
    std::string preset;    // id of a bundled preset
    std::string hf_config; // path to a Hugging Face config.json, relative to the card
    std::string local_dir; // model folder: config.json + *.safetensors headers
    std::string revision;  // recorded in results and reports
    ModelLoading loading = ModelLoading::Framework; // how the checkpoint reaches the GPU
    ArchitectureOverrides architecture;
    bool operator==(const ModelSection&) const = default;
};

struct LoraSettings {
    int rank = 16;
    double alpha = 32;
    double dropout = 0.0; // PEFT LoraConfig and torchtune: 0; litgpt finetune/lora.py: 0.05
    LoraDropoutPosition dropout_position = LoraDropoutPosition::Pre;
    LoraAdapterDtype adapter_dtype = LoraAdapterDtype::Auto;
    std::vector<LoraTarget> targets{LoraTarget::Q,   LoraTarget::K,    LoraTarget::V,
                                    LoraTarget::O,   LoraTarget::Gate, LoraTarget::Up,
                                    LoraTarget::Down};
    bool head = false;      // an adapter on the output projection (torchtune apply_lora_to_output)
    bool embedding = false; // an adapter on the token embedding (PEFT lora_embedding_A/B)
    bool dora = false;      // weight-decomposed LoRA (PEFT use_dora)
    // Modules trained as full copies beside the adapters (PEFT modules_to_save).
    std::vector<LoraSavedModule> modules_to_save;
    bool operator==(const LoraSettings&) const = default;
};

struct QLoraSettings {
    bool double_quant = true;
    bool keeps_inputs = false; // bitsandbytes before 0.43.2 keeps each 4-bit linear's input
    bool operator==(const QLoraSettings&) const = default;
};

struct TrainingBudget {
    BudgetKind kind = BudgetKind::Tokens;
    double value = 0; // tokens, optimizer steps or epochs over data.tokens
    bool operator==(const TrainingBudget&) const = default;
};

struct TrainingSection {
    TrainingMethod method = TrainingMethod::Lora;
    LoraSettings lora;
    QLoraSettings qlora;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    OptimizerImplementation optimizer_implementation = OptimizerImplementation::Framework;
    GradientClipping gradient_clipping = GradientClipping::Auto;
    Precision precision = Precision::Bf16Mixed;
    // Stored weights under mixed precision, FSDP's all-gather / compute dtype and its gradient
    // reduce dtype; auto = what the precision implies.
    WeightsDtype weights_dtype = WeightsDtype::Auto;
    FsdpVersion fsdp_version = FsdpVersion::Framework;
    StorageDtype fsdp_param_dtype = StorageDtype::Auto;
    StorageDtype fsdp_reduce_dtype = StorageDtype::Auto;
    int sequence_length = 2048; // the longest sequence, in tokens
    bool packed = true;
    Padding padding = Padding::Longest; // unpacked: how a micro-batch is padded
    PackedAttention packed_attention = PackedAttention::Row; // packed: a row or its documents
    int micro_batch = 1;                                     // sequences per GPU per forward pass
    int gradient_accumulation = 1;
    ActivationCheckpointing activation_checkpointing = ActivationCheckpointing::None;
    int checkpoint_every = 2; // every-k: one block in k is checkpointed
    int recompute_layers = 1; // partial: the first N blocks are checkpointed
    bool activation_offloading = false;
    // The MLP runs in sequence tiles, saving only its input and recomputing each tile in backward
    // (DeepSpeed's TiledMLP for ALST, Liger's LigerTiledSwiGLUMLP, Axolotl's tiled_mlp, Unsloth's
    // TiledMLP); 0 shards: the framework's own count (tiledMlpShards, model_state.h).
    bool tiled_mlp = false;
    int tiled_mlp_shards = 0;
    AttentionKernel attention = AttentionKernel::Flash;
    LayerKernels kernels = LayerKernels::Framework;
    LossMode loss = LossMode::Standard;
    int loss_chunks = 8;       // chunked: output chunks (torchtune num_output_chunks)
    int loss_chunk_tokens = 0; // fused: tokens per logits chunk; 0 = Liger's own rule
    bool compile = false;
    // torch.compile covers the loss as well as the model where the framework compiles it
    // (torchtitan since 2025-04); false: the model only.
    bool compile_loss = true;
    bool optimizer_in_backward = false;
    bool fp8_activation_store = false;
    // The model returns its logits upcast to fp32 (Hugging Face transformers up to 4.45).
    bool model_returns_fp32_logits = false;
    // The training loop holds the model's output (its logits) until backward; transformers'
    // Trainer keeps only the loss.
    bool loop_keeps_logits = true;
    // Megatron's gradient buffer and data-parallel reduction in fp32 (DistributedDataParallelConfig
    // grad_reduce_in_fp32); false keeps them in the parameter dtype.
    bool grad_reduce_in_fp32 = true;
    // Megatron's data-parallel overlap (DistributedDataParallelConfig overlap_grad_reduce, with
    // overlap_param_gather under the distributed optimizer) and Transformer Engine's
    // tensor-parallel communication overlap (tp_comm_overlap): NeMo and Megatron-Bridge recipes
    // turn them on; Megatron-LM's arguments leave them off.
    // DeepSpeed ZeRO (hf-transformers with a zero layout) reads overlap_grad_reduce as its
    // overlap_comm.
    bool overlap_grad_reduce = true;
    bool tp_comm_overlap = true;
    // Reduce the gradients after every micro-batch instead of accumulating them without sync
    // (accelerate GradientAccumulationPlugin sync_each_batch; what accelerate did under FSDP2
    // before #3762, September 2025).
    bool reduce_every_micro_batch = false;
    // Parts of the step Megatron-Core replays as CUDA graphs (cuda_graph_impl, cuda_graph_scope);
    // empty = every kernel launched from the host.
    std::vector<CudaGraphScope> cuda_graphs;
    // Megatron's optimizer state, its master weights and moments (Apex DistributedFusedAdam
    // `dtype`, NeMo 1.x `optim.dtype`); auto = fp32.
    StorageDtype optimizer_state_dtype = StorageDtype::Auto;
    // Megatron-Core's precision-aware optimizer (use_precision_aware_optimizer: Transformer
    // Engine's FusedAdam holds the master weights) and the dtype of its Adam moments
    // (exp_avg_dtype, exp_avg_sq_dtype); auto = fp32.
    bool precision_aware_optimizer = false;
    StorageDtype optimizer_moments_dtype = StorageDtype::Auto;
    // Mixture-of-experts routing: expert capacity as a multiple of the even share (Switch
    // Transformer); 0 = dropless.
    double moe_capacity_factor = 0;
    MoeDispatcher moe_dispatcher = MoeDispatcher::AllToAll;
    MoeRouting moe_routing = MoeRouting::Random;
    MoeExperts moe_experts = MoeExperts::Framework;
    MoeCompute moe_compute = MoeCompute::Framework;
    // Megatron-Core's batch-level expert-parallel overlap (--overlap-moe-expert-parallel-comm,
    // Megatron-Bridge moe_a2a_overlap): off by default.
    bool overlap_moe_expert_parallel_comm = false;
    FrameworkProfile framework = FrameworkProfile::HfTransformers;
    TrainingBudget budget{BudgetKind::Tokens, 1e8};
    // Extensions used by the pilot (optional in the file).
    double learning_rate = 2e-4;
    int warmup_steps = 10;
    LrSchedule schedule = LrSchedule::Cosine;
    std::uint64_t seed = 1234;
    bool operator==(const TrainingSection&) const = default;
};

struct DataSection {
    std::string path;     // JSONL with a text field, or plain text; relative to the card
    std::string revision; // e.g. "sha256:..."
    std::string text_field = "text";
    std::string tokenizer; // SentencePiece model; empty = byte-level
    double tokens = 0;     // tokens in one epoch of the training data
    // Mean tokens per sequence of unpacked data, per document of packed rows that attend per
    // document; 0 = measured from the file, else sequence_length.
    double mean_tokens = 0;
    bool operator==(const DataSection&) const = default;
};

struct ValidationSection {
    int every_steps = 0; // 0 = no validation
    double tokens = 0;
    bool operator==(const ValidationSection&) const = default;
};

struct CheckpointSection {
    int every_steps = 0; // 0 = only at the end
    int keep = 1;
    bool operator==(const CheckpointSection&) const = default;
};

struct HardwareSection {
    std::string gpu = "h100-sxm-80gb"; // id in the GPU catalog
    int gpus_per_node = 1;
    int nodes = 1;
    Parallelism parallelism = Parallelism::Single;
    // Model parallelism (Megatron-LM / torchtitan): the data-parallel degree is what remains,
    // gpus / (tensor_parallel × pipeline_parallel × context_parallel).
    int tensor_parallel = 1;
    bool sequence_parallel = true; // with tensor_parallel > 1 (Korthikanti et al. 2022)
    int pipeline_parallel = 1;
    PipelineSchedule pipeline_schedule = PipelineSchedule::OneFOneB;
    int virtual_stages = 1; // model chunks per pipeline rank (interleaved schedule)
    int context_parallel = 1;
    ContextParallelComm context_parallel_comm = ContextParallelComm::Ring;
    int expert_parallel = 1; // ranks of the data-parallel group that split the routed experts
    SoftwareStack stack = SoftwareStack::Auto;
    bool cpu_offload = false;
    // DeepSpeed ZeRO's reduce_bucket_size in elements (deepspeed/runtime/zero/config.py: 5e8).
    double zero_reduce_bucket = 5e8;
    // DeepSpeed ZeRO-3's stage3_prefetch_bucket_size, stage3_max_reuse_distance and
    // stage3_max_live_parameters in elements (config.py: 5e7, 1e9, 1e9).
    double zero3_prefetch_bucket = 5e7;
    double zero3_max_reuse_distance = 1e9;
    double zero3_max_live_parameters = 1e9;
    double memory_margin = 0.10; // fraction of usable device memory that must stay free
    int gpuCount() const { return gpus_per_node * nodes; }
    int modelParallelSize() const { return tensor_parallel * pipeline_parallel * context_parallel; }
    bool operator==(const HardwareSection&) const = default;
};

// What the rental window holds besides training (extension of v1, optional in the file).
struct RentalSection {
    PricingKind pricing = PricingKind::OnDemand;
    BillingPeriod period = BillingPeriod::Hour;
    double setup_hours = 0.25;        // provisioning, environment, download and model loading
    double export_gb = 0;             // artifacts moved off the machine (0 = the final weights)
    double export_gb_per_s = 0.5;     // bandwidth off the machine
    double safety_buffer = 0.10;      // fraction of the window added for the unexpected
    double waiting_cost_per_day = 0;  // value of finishing a day earlier, in the price currency
    std::vector<std::string> options; // ids of price-catalog options (storage, support, ...)
    std::string price_catalog;        // a user price file; empty = the bundled one
    bool operator==(const RentalSection&) const = default;
};

struct RunCard {
    int schema_version = 1;
    std::string name;
    ModelSection model;
    TrainingSection training;
    DataSection data;
    ValidationSection validation;
    CheckpointSection checkpoint;
    HardwareSection hardware;
    RentalSection rental;

    // Not part of the file: where it was read from (relative paths resolve against its folder),
    // the 1-based line and column of each field there, and the "--set KEY=VALUE" argument that
    // gave a field or section, so later checks can point at what the user wrote.
    std::string source_path;
    std::map<std::string, std::pair<int, int>> positions;
    std::map<std::string, std::string> set_by;

    bool operator==(const RunCard& other) const; // compares content, not source_path
};

// `diagnostic` (about its dotted field) placed where the user wrote that field: the --set argument
// that gave it or a section above it, else its line and column in the card's file (or those of its
// closest section).
Diagnostic positioned(const RunCard& card, Diagnostic diagnostic);

} // namespace runcard
