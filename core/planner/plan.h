// The planner: per-GPU memory and step time of one run card on one card and parallel layout.
//
// resolve() turns a RunCard into a Scenario (strings looked up once, resolve.cpp); evaluate() is
// pure arithmetic on a Scenario (plan.cpp, over memory_model.cpp and step_time.cpp), cheap enough
// for the search to call millions of times a second.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/model_architecture.h"
#include "planner/presets.h"
#include "planner/run_card.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace runcard {

// How the framework that will run the job behaves, where frameworks differ. Each setting is named,
// documented in docs/memory-model.md, and shown in reports.
enum class ActivationProfile {
    HfEager, // Hugging Face / litgpt style eager PyTorch: fp32 norm upcasts, unfused temporaries
    Fused,   // fused kernels / torch.compile: close to the saved-tensor minimum
    RuncardPilot // exactly what runcard-pilot's LibTorch model saves (validated against the pilot)
};

// Where the loss computes: torchtune and torchtitan upcast logits to fp32 and free the 16-bit ones
// before backward; Hugging Face transformers upcasts too, and its model output keeps the 16-bit
// logits; litgpt keeps the compute dtype; Megatron's vocab-parallel fused cross-entropy holds fp32
// logits only.
enum class LogitsPath { Fp32Upcast, Fp32UpcastKeepsLogits, ComputeDtype, Fp32Fused };

// Whose 4-bit linear runs a QLoRA base: bitsandbytes' MatMul4Bit keeps its input for backward
// (bitsandbytes/autograd/_functions.py: ctx.tensors = (A, B)); torchao's NF4 linear (torchtune)
// keeps only the quantized weight (torchao/dtypes/nf4tensor.py: LinearNF4).
enum class QuantizedLinear { Bitsandbytes, TorchaoNf4 };

struct ModelingAssumptions {
    ActivationProfile activations = ActivationProfile::HfEager;
    LogitsPath logits = LogitsPath::Fp32Upcast;
    QuantizedLinear quantized_linear = QuantizedLinear::Bitsandbytes;
    bool adapters_in_fp32 = true; // PEFT default (autocast_adapter_dtype=True)
    // training.lora.adapter_dtype: base: the adapters take the base weights' stored dtype.
    bool adapters_in_base_dtype = false;
    // LoRA through PEFT's layers (peft/tuners/lora/layer.py), which cast each adapter's input to
    // the adapter dtype; the pilot, torchtune and litgpt multiply in the compute dtype.
    bool peft_adapters = false;
    // FSDP1 (FlatParameter): frozen weights that share a flat parameter with trainable ones get
    // gradient storage too (torch/distributed/fsdp/_flat_param.py); FSDP2 shards per parameter.
    bool fsdp_flat_parameters = false;
    // Gradient accumulation under FSDP skips the reduce-scatter (FSDP no_sync(): "FSDP will
    // accumulate the full model gradients (instead of gradient shards) until the eventual sync").
    bool fsdp_accumulates_unsharded = false;
    // FSDP2 (fully_shard) copies each gathered unit out of the all-gather buffer and the
    // unsharded gradients into the reduce-scatter buffer on the compute stream.
    bool fsdp_copies_around_collectives = false;
    // FSDP2 under torch.distributed.pipelining keeps a pipeline stage gathered for the whole
    // step and accumulates its gradients unsharded: the stage turns off gradient sync and
    // resharding after backward for every micro-batch and reduces once after the last
    // (torch/distributed/pipelining/stage.py, backward_maybe_with_nosync:
    // set_reshard_after_backward(False), set_requires_gradient_sync(False)), and torchtitan and
    // NeMo AutoModel shard with reshard_after_forward=False when pipelining is on ("to avoid
    // per-microbatch all-gathers": torchtitan parallelize_llama.py apply_fsdp; AutoModel
    // components/moe/parallelizer.py apply_fsdp, reshard_after_forward=not pp_enabled).
    bool fsdp_pipeline_keeps_stage_gathered = false;
    // The root FSDP unit holds the embedding and the head (no units of their own), so it
    // reduces their gradients together at the end of backward.
    bool fsdp_root_holds_ends = false;
    // FSDP1 BackwardPrefetch.BACKWARD_POST: the next unit's all-gather is issued only after the
    // current unit's gradients are computed, so it does not overlap backward compute (torch's
    // default is BACKWARD_PRE, which issues it before).
    bool fsdp_prefetches_after_backward = false;
    // accelerate's FSDP2 shards the input embedding as a unit of its own, resharded after
    // forward, and keeps the final norm and the head gathered from forward into backward as
    // another (utils/fsdp_utils.py fsdp2_prepare_model, accelerate 1.14): at the step's peak an
    // untied embedding is not gathered.
    bool fsdp_embedding_own_unit = false;
    // FSDP1 LoRA: the adapters share their block's FlatParameter with the frozen weights
    // (Fabric's use_orig_params=True with a Block wrap) instead of units of their own (PEFT's
    // fsdp_auto_wrap_policy): fsdpUnitGradientParameters (model_state.h).
    bool fsdp_adapters_share_units = false;
    // 16-bit parameters with an fp32 master copy inside the optimizer under mixed precision
    // (Megatron's Float16OptimizerWithFloat16Params, as DeepSpeed ZeRO does).
    bool optimizer_keeps_fp32_master = false;
    // The gradients live in one buffer allocated when the model is wrapped and zeroed each step,
    // so they take their memory through forward too, not from backward on (Megatron-Core
    // DistributedDataParallel: megatron/core/distributed/param_and_grad_buffer.py,
    // self.grad_data = torch.zeros(numel, dtype=grad_dtype)).
    bool gradient_buffer_persists = false;
    // Tensor parallelism of the ends (docs/scaling-model.md, "Memory under TP/PP/CP"): Megatron's
    // VocabParallelEmbedding and torchtitan's RowwiseParallel split the embedding over the TP
    // ranks; KempnerForge leaves it out of the plan, replicated. Megatron's vocab-parallel
    // cross-entropy and torchtitan's loss_parallel keep the logits split by vocabulary; a head
    // planned ColwiseParallel(output_layouts=Replicate()) (torchtune, KempnerForge, Hugging Face
    // "colwise_rep") gathers the full logits on every TP rank.
    bool tp_shards_embedding = true;
    bool tp_loss_parallel = true;
    // With sequence parallelism Megatron and torchtitan gather a block's attention and MLP input
    // once each (PrepareModuleInput on "attention" and "feed_forward"); KempnerForge gives every
    // column-parallel projection input_layouts=Shard(1), so q, k, v, gate and up each gather the
    // normed input themselves (kempnerforge/distributed/tensor_parallel.py, _build_block_tp_plan).
    bool tp_gathers_per_projection = false;
    // Sequence parallelism on DTensor (torch.distributed.tensor.parallel: torchtitan's and
    // torchtune's PrepareModuleInput(desired_input_layouts=Replicate()), KempnerForge's Shard(1)
    // inputs) gives a column-parallel linear the all-gathered sequence, and autograd keeps that
    // gathered tensor for the weight gradient. Megatron and Transformer Engine keep the local
    // shard and gather it again in backward (megatron/core/tensor_parallel/layers.py,
    // LinearWithGradAccumulationAndAsyncCommunication; Korthikanti et al. 2022, §4.2.2).
    bool tp_saves_gathered_inputs = false;
    // DTensor's loss_parallel (torch/distributed/tensor/parallel/loss.py) runs cross-entropy on
    // the vocabulary shards as decomposed eager ops: its log-softmax writes the shifted logits
    // and their exp beside the fp32 input, and its fused nll/log-softmax backward builds a zeroed
    // gradient, exp(log-softmax) and their sum before the product.
    bool loss_parallel_decomposed = false;
    // The loss upcasts the 16-bit logits inside a function that torch.compile fuses when the card
    // compiles (torchtitan components/loss.py, build_cross_entropy_loss: torch.compile of
    // cross_entropy(pred.float(), ...); the model's head returns 16-bit logits): the fp32 copy,
    // log-softmax and gradient are never written.
    bool compiled_loss_fuses_upcast = false;
    // Under the card's compile, the framework compiles the whole model as one graph (accelerate's
    // prepare_model and KempnerForge's build_parallel_model call torch.compile(model)), where
    // torchtune and torchtitan compile each block. Without FSDP or DDP hooks to split it, its
    // compiled backward hands back every parameter's gradient at once (memory_model.cpp).
    bool compiles_whole_model = false;
    // Megatron-Core fuses q, k and v into one linear_qkv and a SwiGLU's gate and up into one
    // linear_fc1, so LoRA on any of them is one adapter on the fused projection with one input
    // (and one dropout; NeMo target_modules linear_qkv, linear_fc1); Hugging Face PEFT adapts each
    // projection separately.
    bool fused_projection_adapters = false;
    // Unsloth's LoRA autograd functions (unsloth/kernels/fast_lora.py: LoRA_QKV, LoRA_W, LoRA_MLP)
    // replace PEFT's layers where dropout is 0 and there is no DoRA (FastLlamaModel.
    // patch_peft_model): one saved input per fused group, the gate and up outputs, no rank-r
    // intermediates, and a backward that writes its input gradients in place.
    bool fused_lora_kernels = false;
    // Unsloth_Offloaded_Gradient_Checkpointer (unsloth_zoo/gradient_checkpointing.py): each
    // checkpointed block's input goes to the host as it is saved, and only the block in backward
    // brings its input back; no stash of recent inputs stays on the GPU.
    bool offloads_checkpoint_inputs_only = false;
    // QLoRA through Lightning Fabric's BitsandbytesPrecision (litgpt/finetune/lora.py passes no
    // ignore_modules): its module_init_context replaces every torch.nn.Linear, the output head
    // included, with a 4-bit layer. Hugging Face leaves the head in 16 bit
    // (transformers' bitsandbytes integration skips the output embedding).
    bool quantizes_head = false;
    // Lightning's _Linear4bit.quantize converts the weight to torch.half before quantize_4bit, so
    // the NF4 state dequantizes to fp16 and MatMul4Bit casts that copy to the compute dtype
    // (bitsandbytes/autograd/_functions.py: dequantize_4bit(B, state).to(A.dtype)): two 16-bit
    // copies at once under bf16. bitsandbytes' own Params4bit quantizes in the load dtype.
    bool dequantizes_through_fp16 = false;
    // reserved / allocated - 1 of PyTorch's caching allocator. A planning figure between vLLM's 5 %
    // reserve (vllm-project/compressed-tensors #587) and the 12 % Answer.AI reported for FSDP +
    // QLoRA (10.24 GiB reserved, 9.16 GiB allocated); docs/memory-model.md.
    double allocator_fragmentation = 0.06;
    // Measured calibration from a pilot on this card; 0 = use the catalog prior.
    double calibrated_utilisation = 0;
    double calibrated_activation_scale = 0; // measured / predicted activation bytes
    std::string calibrated_from;            // pilot result that supplied the numbers
    // The software stack whose kernels, fusion and overlap the step time assumes (resolved from
    // hardware.stack, or from the framework when that says auto; stack_priors.h), and what the
    // card asked for, so another layout can resolve it again (Hugging Face with ZeRO: DeepSpeed).
    SoftwareStack stack = SoftwareStack::HfTrainer;
    SoftwareStack requested_stack = SoftwareStack::Auto;
    FrameworkProfile framework = FrameworkProfile::HfTransformers;
    // Bus bandwidths a collective micro-benchmark measured on this machine (a pilot's
    // collectives.json); null = the catalog's figures (communication.h).
    std::shared_ptr<const struct MeasuredCollectives> measured_collectives;
};

// The settings a framework implies; calibration fields of `base` are kept.
ModelingAssumptions assumptionsFor(FrameworkProfile framework, ModelingAssumptions base = {});

// E[the longest of b sequences] drawn independently from the data's lengths, b = 1, 2, ...: the
// padded length of a micro-batch padded to its longest sequence.
struct ExpectedLongest {
    std::vector<double> by_batch; // [b - 1]; past the end, the longest
    double longest = 0;
    double of(int batch) const {
        return batch >= 1 && std::size_t(batch) <= by_batch.size()
                   ? by_batch[std::size_t(batch - 1)]
                   : longest;
    }
};

// How a framework keeps packed documents apart, which sets what their attention costs
// (docs/scaling-model.md, "Packed documents"): not at all (the row attends as one sequence), by
// skipping other documents' blocks (FlashAttention's varlen kernel over cu_seqlens, FlexAttention's
// block mask), or by a dense mask that the kernel applies over the whole square.
enum class DocumentMasking { None, Skipped, DenseMask };

// The numeric shape of the training step, with no strings, for fast evaluation.
struct TrainingShape {
    TrainingMethod method = TrainingMethod::Lora;
    int lora_rank = 16;
    unsigned lora_targets = 0x7f; // bit i = LoraTarget i
    bool lora_dropout = true;
    bool lora_dropout_on_output = false; // LoraDropoutPosition::Post
    bool qlora_double_quant = true;
    bool qlora_keeps_inputs = false; // bitsandbytes before 0.43.2 (training.qlora.keeps_inputs)
    bool lora_head = false;
    bool lora_embedding = false;
    // PEFT's modules_to_save: the embedding and the head trained as full copies.
    bool saves_embedding = false;
    bool saves_head = false;
    bool dora = false;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    // Never Framework here: trainingShape() resolves it (optimizerImplementationFor).
    OptimizerImplementation optimizer_implementation = OptimizerImplementation::Foreach;
    bool clips_gradients = false; // training.gradient_clipping, resolved
    Precision precision = Precision::Bf16Mixed;
    WeightsDtype weights_dtype = WeightsDtype::Auto;
    StorageDtype fsdp_param_dtype = StorageDtype::Auto;
    StorageDtype fsdp_reduce_dtype = StorageDtype::Auto;
    int sequence_length = 2048; // the longest sequence: sets the memory peak
    bool packed = true;
    double mean_tokens = 0; // unpacked: mean tokens per sequence (0 = sequence_length)
    Padding padding = Padding::Longest;
    // Packed rows whose documents attend only to themselves: the span a token attends over
    // (documentAttentionSpan: Σ d² / Σ d of a data file's lengths, else the stated mean document;
    // 0 otherwise), and how the framework keeps the documents apart (documentMaskingFor).
    double document_tokens = 0;
    DocumentMasking document_masking = DocumentMasking::None;
    // Unpacked, padded to the longest, with the data's lengths measured (else null: the mean).
    std::shared_ptr<const ExpectedLongest> expected_longest;
    int micro_batch = 1;
    int gradient_accumulation = 1;
    ActivationCheckpointing checkpointing = ActivationCheckpointing::None;
    int checkpoint_every = 2;
    int recompute_layers = 1;
    bool activation_offloading = false;
    bool tiled_mlp = false;
    int tiled_mlp_shards = 0; // 0: the framework's own count (tiledMlpShards)
    AttentionKernel attention = AttentionKernel::Flash;
    // Layer kernels fused by the card's choice (LayerKernels), beside compile and fused stacks:
    // the norms, the SwiGLU product and the rotary embedding.
    bool fused_norm_kernel = false;
    bool fused_swiglu_kernel = false;
    bool fused_rope_kernel = false;
    LossMode loss = LossMode::Standard;
    int loss_chunks = 8;
    int loss_chunk_tokens = 0;
    bool compile = false;
    bool optimizer_in_backward = false;
    // The MLP activation's input saved in FP8 for backward (Megatron
    // activation_func_fp8_input_store).
    bool fp8_activation_store = false;
    // The model's output keeps fp32 logits until backward (transformers up to 4.45:
    // LlamaForCausalLM returns lm_head(...).float()).
    bool model_returns_fp32_logits = false;
    bool loop_keeps_logits = true; // training.loop_keeps_logits
    // Megatron's gradient buffer in fp32 (grad_reduce_in_fp32), else in the parameter dtype.
    bool grad_reduce_in_fp32 = true;
    // Megatron's data-parallel and tensor-parallel communication overlap (training.* of the same
    // names); DeepSpeed's overlap_comm.
    bool overlap_grad_reduce = true;
    bool tp_comm_overlap = true;
    bool reduce_every_micro_batch = false; // training.reduce_every_micro_batch
    // Megatron-Core's batch-level overlap of the expert-parallel exchange
    // (training.overlap_moe_expert_parallel_comm).
    bool overlap_moe_expert_parallel_comm = false;
    unsigned cuda_graphs = 0; // bit i = CudaGraphScope i (training.cuda_graphs)
    // Megatron's master weights and Adam moments (auto = fp32): Apex DistributedFusedAdam's dtype.
    StorageDtype optimizer_state_dtype = StorageDtype::Auto;
    // Megatron-Core's precision-aware optimizer and its moments' dtype (auto = fp32).
    bool precision_aware_optimizer = false;
    StorageDtype optimizer_moments_dtype = StorageDtype::Auto;
    double moe_capacity_factor = 0; // 0 = dropless
    MoeDispatcher moe_dispatcher = MoeDispatcher::AllToAll;
    MoeRouting moe_routing = MoeRouting::Random;
    MoeExperts moe_experts = MoeExperts::Framework;
    MoeCompute moe_compute = MoeCompute::Routed; // resolved: never Framework
    ModelLoading loading = ModelLoading::Framework;
};

struct ParallelLayout {
    Parallelism parallelism = Parallelism::Single; // over the data-parallel (× context) group
    int gpus_per_node = 1;
    int nodes = 1;
    bool cpu_offload = false;
    double zero_reduce_bucket = 5e8;        // DeepSpeed's reduce_bucket_size, elements
    double zero3_prefetch_bucket = 5e7;     // stage3_prefetch_bucket_size, elements
    double zero3_max_reuse_distance = 1e9;  // stage3_max_reuse_distance, elements
    double zero3_max_live_parameters = 1e9; // stage3_max_live_parameters, elements
    int tensor_parallel = 1;
    bool sequence_parallel = true;
    int pipeline_parallel = 1;
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int virtual_stages = 1;
    int context_parallel = 1;
    ContextParallelComm context_parallel_comm = ContextParallelComm::Ring;
    // Expert parallelism: the routed experts split over this many ranks of the data-parallel
    // (× context) group, tokens exchanged by all-to-all (Megatron-Core transformer/moe,
    // torchtitan experiments/llama4 / models/moe).
    int expert_parallel = 1;
    int gpuCount() const { return gpus_per_node * nodes; }
    int modelParallelSize() const { return tensor_parallel * pipeline_parallel * context_parallel; }
    // Replicas of the model: the GPUs left after tensor, pipeline and context parallelism.
    int dataParallel() const {
        return gpuCount() / (tensor_parallel * pipeline_parallel * context_parallel);
    }
    // The group ZeRO/FSDP shard over and gradients are reduced over: the data-parallel ranks and
    // the context-parallel ranks, which hold the same weights (torchtitan's dp_shard_cp mesh;
    // Megatron's data-parallel-with-context-parallel group).
    int dataParallelWithContext() const { return dataParallel() * context_parallel; }
    // The decoder layers the busiest pipeline stage runs: whole layers split as evenly as the
    // count allows, the remainder one each on the first stages (torchtitan distributed/
    // pipeline_parallel.py generate_llm_fqn_per_model_part: extra_layers; Megatron-Core's
    // decoder_first/last_pipeline_num_layers for an uneven split). Interleaved chunks split the
    // same way give a GPU the same most.
    int stageLayers(int layers) const {
        const int pp = pipeline_parallel > 1 ? pipeline_parallel : 1;
        return (layers + pp - 1) / pp;
    }
};

// How much training the card asks for, as it asks for it, and the side work of the run. evaluate()
// turns the budget into steps at the scenario's own tokens per step, so a what-if or a search
// candidate with another micro-batch or GPU count trains what the card would after that change.
struct RunSchedule {
    TrainingBudget budget;
    double tokens_per_epoch = 0; // data.tokens, for an epoch budget
    double validation_every_steps = 0;
    double validation_tokens = 0;
    double checkpoint_every_steps = 0;
    double setup_seconds = 0;
};

struct Scenario {
    // Catalog GPUs whose tensor cores run the card's precision (resolve(); for the refusal).
    std::vector<std::string> precision_gpus;
    ModelArchitecture arch;
    ParameterCounts counts;
    std::int64_t parameters = 0;
    TrainingShape shape;
    ParallelLayout layout;
    const GpuSpec* gpu = nullptr;
    RunSchedule schedule;
    double memory_margin = 0.10;
    ModelingAssumptions assumptions;
};

struct MemoryBreakdown {
    std::int64_t weights = 0;
    std::int64_t gradients = 0;
    std::int64_t optimizer = 0;
    std::int64_t adapters = 0; // adapter weights, gradients and optimizer state (LoRA/QLoRA)
    std::int64_t activations = 0;
    std::int64_t logits = 0;
    std::int64_t buffers = 0;
    std::int64_t total() const {
        return weights + gradients + optimizer + adapters + activations + logits + buffers;
    }
};

enum class StepPhase { Forward, Loss, Backward, Optimizer };

struct MemoryEstimate {
    MemoryBreakdown breakdown; // tensors alive at the peak; sums to peak_allocated_bytes
    StepPhase peak_phase = StepPhase::Backward;
    std::int64_t peak_allocated_bytes = 0; // torch.cuda.max_memory_allocated over a full step
    std::int64_t reserved_bytes = 0;       // max_memory_reserved (fragmentation included)
    std::int64_t runtime_bytes = 0;        // context, workspaces, collective buffers
    std::int64_t device_total_bytes = 0;   // what nvidia-smi / amd-smi would show
    std::int64_t usable_bytes = 0;         // the card's usable memory
    std::int64_t headroom_bytes = 0;       // usable - deciding total (negative: over the device)
    // The tensors and the runtime fit the device. The caching allocator's reserve need not: when
    // cudaMalloc fails it releases its cached blocks and retries
    // (c10/cuda/CUDACachingAllocator.cpp, release_cached_blocks; counted as num_alloc_retries), so
    // a run whose predicted device total is over the card but whose tensors are not still runs,
    // with slower steps.
    bool fits = false;
    // Fits only by that release: the device total is over the card, the allocated peak is not.
    bool fits_by_releasing_cache = false;
    // What `fits` judges: the allocated peak and the runtime, of the step or the load (the
    // larger).
    std::int64_t deciding_tensor_bytes = 0;
    bool margin_ok = false;      // headroom >= memory_margin * usable
    std::int64_t host_bytes = 0; // CPU memory needed by offloading
    // Paged optimizer state the device has no room for: CUDA unified memory evicts it to the host
    // (in host_bytes), and every step migrates it back for the update (step_time.cpp).
    std::int64_t paged_on_host_bytes = 0;

    // The load phase, before the first step (load_memory.h): its tensor peak, reserve and device
    // total, judged beside the step's.
    std::int64_t load_allocated_bytes = 0;
    std::int64_t load_reserved_bytes = 0;
    std::int64_t load_device_total_bytes = 0;
    // The load's device total is above the step's: the load sets the peak.
    bool load_sets_peak = false;
    // The larger device total of the step and the load; margin_ok judges it.
    std::int64_t deciding_total_bytes = 0;

    // Sets fits, fits_by_releasing_cache and margin_ok from usable_bytes, headroom_bytes and
    // deciding_tensor_bytes: the one verdict of every memory profile.
    void judge(double memoryMargin);
};

// Where one optimizer step's time goes on one GPU (the slowest pipeline stage), in seconds. The
// parts of compute_time_s and communication_time_s, for reports and the scaling view.
struct StepTimeBreakdown {
    double matmul_s = 0;           // linear layers (forward, backward, recompute)
    double attention_s = 0;        // attention core
    double memory_bound_s = 0;     // norms, activations, RoPE, residuals, casts, loss, dequantizing
    double launch_overhead_s = 0;  // CPU issue time not hidden behind GPU work
    double pipeline_bubble_s = 0;  // idle stages while the pipeline fills and drains
    double tensor_parallel_s = 0;  // exposed tensor/sequence-parallel collectives
    double context_parallel_s = 0; // exposed context-parallel exchanges (ring or all-to-all)
    double expert_parallel_s = 0;  // exposed all-to-all token dispatch and combine
    double pipeline_p2p_s = 0;     // exposed stage-to-stage sends
    double data_parallel_s = 0;    // exposed gradient / parameter collectives
    double bucket_copies_s = 0;    // copies around collectives: DDP buckets, FSDP1's flat
                                   // gradient, FSDP2's gather and reduce buffers
    double total_communication_s = 0; // all collectives, hidden or not
};

struct ComputeEstimate {
    double tokens_per_step = 0;         // whole job, one optimizer step
    double padded_sequence_tokens = 0;  // one sequence as the kernels run it (padding included)
    double real_sequence_tokens = 0;    // the tokens of it that count
    double flops_per_step = 0;          // model FLOPs (no recompute), whole job
    double hardware_flops_per_step = 0; // with recompute
    double compute_time_s = 0;          // per GPU: kernels, launch overhead and pipeline bubble
    double communication_time_s = 0;    // exposed (not hidden behind compute), DDP's copies
    double optimizer_time_s = 0;
    double offload_time_s = 0;
    StepTimeBreakdown breakdown;
    double step_time_s = 0;
    double tokens_per_s = 0;
    double tokens_per_s_per_gpu = 0;
    double mfu = 0; // model FLOPs over the job's dense peak
    // Share of the dense peak the step's compute reached (hardware FLOPs over compute time): the
    // shape-aware model's result, or a pilot's measurement on this GPU.
    double utilisation = 0;
    bool utilisation_measured = false; // utilisation is a pilot's measurement on this GPU
};

// The exposed collectives alone: communication_time_s less DDP's bucket copies, which it includes
// so that the step adds up.
inline double exposedCollectivesSeconds(const ComputeEstimate& c) {
    return c.communication_time_s - c.breakdown.bucket_copies_s;
}

struct RunEstimate {
    std::int64_t steps = 0;
    double train_time_s = 0;
    double validation_time_s = 0;
    double checkpoint_time_s = 0;
    double setup_time_s = 0;
    double wall_time_s = 0;
    double checkpoint_bytes = 0; // one checkpoint (model_state.h, checkpointBytes)
};

struct Plan {
    std::int64_t parameters = 0;
    std::int64_t trainable_parameters = 0;
    bool mixture_of_experts = false; // the model routes tokens to experts
    MemoryEstimate memory;
    ComputeEstimate compute;
    RunEstimate run;
    std::string unsupported; // non-empty when the card cannot run this at all (e.g. fp8 on A100)
    Diagnostic unsupported_reason; // the same as a coded diagnostic on training.precision
};

// Looks up the model (preset, config.json or local folder, then overrides) and the card's GPU.
// Throws InputError naming the field on an unknown preset or GPU, or an invalid architecture.
Scenario resolve(const RunCard& card, const PresetLibrary& presets, const GpuCatalog& gpus,
                 const ModelingAssumptions& assumptions = {});
ModelArchitecture resolveArchitecture(const RunCard& card, const PresetLibrary& presets);
// A path the card names (model.hf_config, model.local_dir, rental.price_catalog): a relative path
// is relative to the card's folder when the card came from a file; empty stays empty.
std::string cardRelativePath(const RunCard& card, const std::string& path);
// The card as it will be stored at `newSourcePath`: its relative paths (model.hf_config,
// model.local_dir, data.path, data.tokenizer, rental.price_catalog) rewritten so they still name
// the same files from the new folder; empty `newSourcePath` (an untitled card) makes them
// absolute. Absolute paths stay as written.
RunCard cardMovedTo(const RunCard& card, const std::string& newSourcePath);
TrainingShape trainingShape(const TrainingSection& training);
// The AdamW implementation the card's run uses: its own value, or its framework's default. The
// memory model (the step's transient) and the step time (the update's traffic) both take this one.
OptimizerImplementation optimizerImplementationFor(const TrainingSection& training);
// Whether the card's loop clips the gradients' global norm (training.gradient_clipping, or its
// framework's default).
bool gradientClippingFor(const TrainingSection& training);
// The dtype FSDP reduce-scatters gradients in (training.fsdp_reduce_dtype, or its framework's
// default).
StorageDtype fsdpReduceDtypeFor(const TrainingSection& training);
// The card's parallel layout; throws InputError (file:line:column) when tensor parallelism does not
// divide the heads or the pipeline does not divide the layers of `arch`.
ParallelLayout parallelLayout(const RunCard& card, const ModelArchitecture& arch);

std::int64_t trainableParameters(const Scenario& scenario);
// Tokens one GPU's micro-batch contributes to throughput: sequence_length × micro_batch packed;
// data.mean_tokens × micro_batch for unpacked data (sequence_length still sets the memory peak).
// The step-time model counts tokens per second with it (data_tokens.cpp).
double throughputTokensPerMicroBatch(const Scenario& scenario);
// Tokens one sequence of the micro-batch occupies in the kernels: sequence_length packed or padded
// to it; unpacked, the expected longest of the micro-batch (padded to the longest, with the data's
// lengths measured) or the mean (length-grouped batches, or no lengths to draw from).
double paddedSequenceTokens(const TrainingShape& shape);
// Bytes one block saves for backward per token (before the profile's slack), no checkpointing.
double activationBytesPerTokenPerLayer(const Scenario& scenario);
MemoryEstimate estimateMemory(const Scenario& scenario);
ComputeEstimate estimateCompute(const Scenario& scenario);
Plan evaluate(const Scenario& scenario);

} // namespace runcard
