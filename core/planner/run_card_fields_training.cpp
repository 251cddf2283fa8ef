// The schema's rows for the training section, with the predicates that say when a row applies.
#include "planner/model_state.h"
#include "planner/run_card_schema_rows.h"
#include "planner/stack_priors.h"
#include "planner/translatable.h"

namespace runcard::schema_table {

namespace {

bool usesMixedPrecision(const RunCard& c) {
    return isMixedPrecision(c.training.precision);
}
bool usesLowPrecision(const RunCard& c) {
    return isLowPrecision(c.training.precision);
}
bool usesMegatron(const RunCard& c) {
    return c.training.framework == FrameworkProfile::Megatron;
}
bool usesFsdp(const RunCard& c) {
    const Parallelism p = c.hardware.parallelism;
    return p == Parallelism::FsdpFull || p == Parallelism::FsdpGradOp ||
           p == Parallelism::FsdpHybrid;
}
auto checkpointingIs(ActivationCheckpointing policy) {
    return [policy](const RunCard& c) { return c.training.activation_checkpointing == policy; };
}
auto lossIs(LossMode mode) {
    return [mode](const RunCard& c) { return c.training.loss == mode; };
}

// One alternative of the training budget: set when the card's budget is of this kind.
Row budget(BudgetKind kind) {
    const std::string path = "training." + std::string(toString(kind));
    return Row(
               path, FieldType::Number,
               [kind](const RunCard& c) -> FieldValue {
                   return c.training.budget.kind == kind ? FieldValue{c.training.budget.value}
                                                         : FieldValue{};
               },
               [kind](RunCard& c, const FieldValue& value) {
                   if (const double* v = std::get_if<double>(&value))
                       c.training.budget = {kind, *v};
                   else if (const auto* i = std::get_if<std::int64_t>(&value))
                       c.training.budget = {kind, double(*i)};
               })
        .oneOf("training.budget");
}

} // namespace

std::vector<FieldSpec> trainingFields() {
    std::vector<FieldSpec> rows = {
        // ---- training
        Row(
            "training.method", [](auto& c) -> auto& { return c.training.method; })
            .label(RUNCARD_TR("RunCardSchema", "Method"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Full fine-tuning trains and stores optimizer state for every parameter; LoRA "
                "trains small adapters on frozen weights; QLoRA also stores the frozen weights in "
                "4 bit.")),
    };
    // The LoRA and QLoRA rows (run_card_fields_adapters.cpp), then the optimizer and the rest.
    appendRows(rows, adapterFields());
    appendRows(
        rows,
        {
            Row(
                "training.optimizer", [](auto& c) -> auto& { return c.training.optimizer; })
                .label(RUNCARD_TR("RunCardSchema", "Optimizer"))
                .help(RUNCARD_TR("RunCardSchema", "AdamW keeps two fp32 moments per trainable "
                                                  "parameter (8 bytes); 8-bit variants "
                                                  "keep 2 bytes; SGD without momentum keeps none."))
                .note("state bytes per trainable parameter: 8, ≈2.03, ≈2.03 paged (off the "
                      "allocator), "
                      "0, 4, factored, 4, ≈1.06, 8 paged"),
            Row(
                "training.optimizer_implementation",
                [](auto& c) -> auto& { return c.training.optimizer_implementation; })
                .appliesWhen(
                    [](const RunCard& c) { return c.training.optimizer == OptimizerKind::AdamW; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "AdamW implementation"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "torch's foreach AdamW holds a copy of the second moment during the step; the "
                    "fused kernel holds none; the for-loop one tensor at a time. By default, what "
                    "the framework uses: fused in Hugging Face (torch 2.8 and later), torchtune, "
                    "torchtitan, KempnerForge and Megatron; foreach in litgpt; for-loop in "
                    "llm-foundry and the pilot."))
                .note("torch/optim/adamw.py: _multi_tensor_adamw, _fused_adamw, "
                      "_single_tensor_adamw; "
                      "framework defaults: resolve.cpp, optimizerImplementationFor"),
            Row(
                "training.gradient_clipping",
                [](auto& c) -> auto& { return c.training.gradient_clipping; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Gradient clipping"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Clipping the gradients' global norm before each optimizer step reads every "
                    "gradient for the norm, then reads and writes it again to scale it. By "
                    "default, "
                    "what the framework does: on in Hugging Face Trainer, torchtitan, Megatron, "
                    "KempnerForge and llm-foundry's yamls (norm 1.0); off in torchtune and "
                    "litgpt's "
                    "fine-tuning scripts. The pilot does not clip."))
                .note("torch/nn/utils/clip_grad.py clip_grad_norm_: _foreach_norm, then "
                      "_foreach_mul_ "
                      "by the clamped coefficient; framework defaults: resolve.cpp, "
                      "gradientClippingFor"),
            Row(
                "training.precision", [](auto& c) -> auto& { return c.training.precision; })
                .label(RUNCARD_TR("RunCardSchema", "Precision"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Numeric format of compute and storage. Mixed precision keeps fp32 master "
                    "weights; FP8 needs Ada, Hopper or newer GPUs, MXFP8 Blackwell or MI355X, "
                    "NVFP4 "
                    "NVIDIA Blackwell; the low precisions change only the matrix multiplies.")),
            Row(
                "training.weights_dtype", [](auto& c) -> auto& { return c.training.weights_dtype; })
                .appliesWhen(usesMixedPrecision)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Stored weights"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The dtype the weights are kept in, which can differ from the matmuls' dtype. "
                    "A "
                    "LoRA base loaded in fp32 (no torch_dtype; Lightning bf16-mixed) takes 4 bytes "
                    "per parameter plus the 16-bit copies autocast makes, and an fp32 residual "
                    "stream; fp8 weights are their own FP8 matmul operand."))
                .note(
                    "auto: fp32 for the trained weights of full fine-tuning, 16 bit for a frozen "
                    "base; a QLoRA base keeps its embeddings, head and norms in this dtype (fp32 "
                    "after PEFT's prepare_model_for_kbit_training); fp8: linear weights held in "
                    "FP8 for FP8 matmuls, a LoRA base or the trained weights of full training with "
                    "their fp32 master in the optimizer (Megatron/NeMo fp8_params)"),
            Row(
                "training.fsdp_version", [](auto& c) -> auto& { return c.training.fsdp_version; })
                .appliesWhen(usesFsdp)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "FSDP version"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Which FSDP shards the model. 1 flattens each wrapped unit into one parameter, "
                    "so "
                    "frozen weights that share a unit with trained ones get gradients too; 2 "
                    "shards "
                    "every parameter on its own and copies each gathered unit out of its buffer. "
                    "framework = the framework's own: 1 in transformers (accelerate's default), "
                    "litgpt and llm-foundry, 2 in torchtune, torchtitan and KempnerForge."))
                .note("accelerate fsdp_version (FullyShardedDataParallelPlugin, default 1; "
                      "utils/fsdp_utils.py fsdp2_prepare_model); torch.distributed.fsdp "
                      "FullyShardedDataParallel and fully_shard"),
            Row(
                "training.fsdp_param_dtype",
                [](auto& c) -> auto& { return c.training.fsdp_param_dtype; })
                .appliesWhen(usesFsdp)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "FSDP parameter dtype"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The dtype FSDP all-gathers and computes in (MixedPrecision param_dtype). The "
                    "sharded weights keep their stored dtype."))
                .note("auto: the compute dtype under mixed precision, else the stored dtype"),
            Row(
                "training.fsdp_reduce_dtype",
                [](auto& c) -> auto& { return c.training.fsdp_reduce_dtype; })
                .appliesWhen(usesFsdp)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "FSDP reduce dtype"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "The dtype gradients are reduce-scattered in (MixedPrecision "
                                 "reduce_dtype); fp32 doubles the unsharded gradient of a unit."))
                .note("auto: the parameter dtype; fp32 under torchtitan, whose "
                      "mixed_precision_reduce "
                      "is float32 only"),
            Row(
                "training.sequence_length",
                [](auto& c) -> auto& { return c.training.sequence_length; })
                .range(1, 16777216,
                       "the longest sequences trained today (ALST's 15M tokens over 32-64 GPUs); "
                       "with micro_batch and context_parallel it bounds the tokens per GPU and "
                       "pass")
                .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
                .label(RUNCARD_TR("RunCardSchema", "Sequence length"))
                .help(RUNCARD_TR("RunCardSchema", "The longest sequence in a batch. Activation "
                                                  "memory grows linearly with it (and "
                                                  "quadratically with eager attention).")),
            Row(
                "training.packed", [](auto& c) -> auto& { return c.training.packed; })
                .label(RUNCARD_TR("RunCardSchema", "Packed sequences"))
                .help(RUNCARD_TR("RunCardSchema", "Packing fills every sequence to full length: "
                                                  "predictable memory and no compute "
                                                  "spent on padding."))
                .note("false = padded per batch (the worst batch still holds the longest)"),
            Row(
                "training.packed_attention",
                [](auto& c) -> auto& { return c.training.packed_attention; })
                .appliesWhen([](const RunCard& c) { return c.training.packed; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Attention in a packed row"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Whether the documents packed into a row attend to one another. Within each "
                    "document: "
                    "where the framework skips the other documents (FlashAttention's varlen "
                    "kernel, FlexAttention), attention costs what rows of the mean document length "
                    "(data.mean_tokens) cost; where it passes a dense mask (SDPA, eager), it still "
                    "computes the whole row and keeps the mask for backward."))
                .note("document: transformers DataCollatorWithFlattening / padding-free packing, "
                      "llm-foundry attn_uses_sequence_id, Megatron packed THD sequences, torchtune "
                      "packed datasets, torchtitan block_causal, KempnerForge pack_sequences"),
            Row(
                "training.padding", [](auto& c) -> auto& { return c.training.padding; })
                .appliesWhen([](const RunCard& c) { return !c.training.packed; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Padding"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Unpacked data: how a micro-batch is padded, which sets the compute spent on "
                    "padding. To the longest in the batch, the expected longest of that many "
                    "sequences is measured from the data file; without one it is taken at the "
                    "mean."))
                .note(
                    "longest: torchtune padded_collate_sft, transformers DataCollatorWithPadding; "
                    "max-length: padding=\"max_length\"; grouped: group_by_length"),
            Row(
                "training.micro_batch", [](auto& c) -> auto& { return c.training.micro_batch; })
                .range(1, 65536,
                       "with sequence_length at most 1,048,576 tokens per pass (rule below)")
                .unit(RUNCARD_TR("RunCardSchema", "sequences"),
                      RUNCARD_TR("RunCardSchema", "sequence"))
                .label(RUNCARD_TR("RunCardSchema", "Micro-batch"))
                .help(RUNCARD_TR("RunCardSchema", "Sequences per GPU in one forward pass. "
                                                  "Activation and logit memory grow linearly "
                                                  "with it.")),
            Row(
                "training.gradient_accumulation",
                [](auto& c) -> auto& { return c.training.gradient_accumulation; })
                .range(1, 1024,
                       "a step of 1,024 micro-batches; the pilot's memory profile walks every one "
                       "(pilot_memory_profile.cpp), and tokens per step stay below 2^53")
                .unit(RUNCARD_TR("RunCardSchema", "micro-batches"),
                      RUNCARD_TR("RunCardSchema", "micro-batch"))
                .label(RUNCARD_TR("RunCardSchema", "Gradient accumulation"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Micro-batches per optimizer step. Raises the effective batch without more "
                    "activation memory; costs time per step."))
                .note("keeps gradients alive through the forward passes"),
            Row(
                "training.reduce_every_micro_batch",
                [](auto& c) -> auto& { return c.training.reduce_every_micro_batch; })
                .appliesWhen([](const RunCard& c) {
                    return c.training.framework == FrameworkProfile::HfTransformers &&
                           c.training.gradient_accumulation > 1;
                })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Reduce every micro-batch"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The gradients are reduced after every micro-batch instead of once per "
                    "optimizer step. Under FSDP they then accumulate sharded, not whole, which "
                    "saves memory; DDP and FSDP pay a reduction per micro-batch."))
                .note("accelerate GradientAccumulationPlugin(sync_each_batch=True), the Trainer's "
                      "accelerator_config gradient_accumulation_kwargs; accelerate before #3762 "
                      "(1.11, September 2025) did this under FSDP2 whatever the setting"),
            Row(
                "training.activation_checkpointing",
                [](auto& c) -> auto& { return c.training.activation_checkpointing; })
                .label(RUNCARD_TR("RunCardSchema", "Activation checkpointing"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Recomputes activations in the backward pass instead of storing them. Full "
                    "keeps "
                    "only each block's input (about a third more compute); selective recomputes "
                    "the "
                    "attention core (Megatron); op-level keeps every other matmul's output "
                    "(torchtitan); every-k and partial checkpoint some of the blocks."))
                .note("selective: Megatron recompute_modules [core_attn]; op-level: torchtitan "
                      "selective_ac_option 'op'; every-k: torchtitan/torchtune layer frequency; "
                      "partial: Megatron recompute_method block"),
            Row(
                "training.checkpoint_every",
                [](auto& c) -> auto& { return c.training.checkpoint_every; })
                .appliesWhen(checkpointingIs(ActivationCheckpointing::EveryK))
                .extension()
                .range(1, 512, "the layer bound: 1 is every block")
                .unit(RUNCARD_TR("RunCardSchema", "blocks"), RUNCARD_TR("RunCardSchema", "block"))
                .label(RUNCARD_TR("RunCardSchema", "Checkpointed block interval"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "One block in k is checkpointed; the others keep all their "
                                 "activations."))
                .note("torchtitan selective_ac_option k; torchtune ac_option k"),
            Row(
                "training.recompute_layers",
                [](auto& c) -> auto& { return c.training.recompute_layers; })
                .appliesWhen(checkpointingIs(ActivationCheckpointing::Partial))
                .extension()
                .range(0, 512, "the layer bound; at most the model's layers (checked on planning)")
                .unit(RUNCARD_TR("RunCardSchema", "blocks"), RUNCARD_TR("RunCardSchema", "block"))
                .label(RUNCARD_TR("RunCardSchema", "Recomputed blocks"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "The first N blocks are checkpointed; the rest keep all their "
                                 "activations."))
                .note(
                    "Megatron recompute_method block, recompute_num_layers N (per pipeline stage)"),
            Row(
                "training.activation_offloading",
                [](auto& c) -> auto& { return c.training.activation_offloading; })
                .label(RUNCARD_TR("RunCardSchema", "Activation offloading"))
                .help(RUNCARD_TR("RunCardSchema", "Moves saved activations to host memory; saves "
                                                  "device memory, costs transfer time "
                                                  "over the host link.")),
            Row(
                "training.tiled_mlp", [](auto& c) -> auto& { return c.training.tiled_mlp; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Tiled MLP"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "The MLP runs over the sequence in tiles and keeps only its "
                                 "input; backward runs each tile's forward again. Long "
                                 "sequences keep one tile's intermediates instead of the whole "
                                 "sequence's, for one more MLP forward per step."))
                .note("DeepSpeed runtime/sequence_parallel/ulysses_sp.py TiledMLP (ALST); Liger "
                      "LigerTiledSwiGLUMLP; Axolotl tiled_mlp; Unsloth TiledMLP"),
            Row(
                "training.tiled_mlp_shards",
                [](auto& c) -> auto& { return c.training.tiled_mlp_shards; })
                .appliesWhen([](const RunCard& c) { return c.training.tiled_mlp; })
                .extension()
                .range(0, 65536, "a tile of at least one token of a million-token row")
                .unit(RUNCARD_TR("RunCardSchema", "tiles"), RUNCARD_TR("RunCardSchema", "tile"))
                .label(RUNCARD_TR("RunCardSchema", "MLP tiles"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "Tiles per sequence; 0 takes the frameworks' own count, the "
                                 "sequence on this GPU over the hidden size."))
                .note("DeepSpeed's TiledMLP example, Liger, Unsloth's default 'arctic': "
                      "ceil(seqlen / hidden_size); Axolotl since May 2026 (PR #3666) "
                      "ceil(seqlen / 32768), Unsloth's 'target_gb' option: give the count"),
            Row(
                "training.attention", [](auto& c) -> auto& { return c.training.attention; })
                .label(RUNCARD_TR("RunCardSchema", "Attention kernel"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Eager attention stores the full score matrix (quadratic in sequence length); "
                    "SDPA "
                    "and FlashAttention do not. flash-triton is the Triton FlashAttention of 2023 "
                    "(MPT's attn_impl: triton), slower than FlashAttention-2: about 1.4 times in "
                    "the "
                    "forward pass and 2 times in the backward. sdpa-cudnn is SDPA running cuDNN's "
                    "fused attention, which PyTorch picks on H100, H200 and B200 from torch 2.11 "
                    "wheels on; earlier ones run FlashAttention-2 (sdpa).")),
            Row(
                "training.kernels", [](auto& c) -> auto& { return c.training.kernels; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Layer kernels"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The kernels around the matrix products. Eager norms keep an fp32 copy of "
                    "their "
                    "input and run several passes; a fused norm keeps only the input. Liger Kernel "
                    "also fuses SwiGLU (saving two tensors instead of three) and the rotary "
                    "embedding."))
                .note(
                    "fused-norm: torchtitan norm_type fused_rmsnorm (until Feb 2025), Apex "
                    "FusedRMSNorm; liger: transformers use_liger_kernel, NeMo AutoModel's default"),
            Row(
                "training.loss", [](auto& c) -> auto& { return c.training.loss; })
                .label(RUNCARD_TR("RunCardSchema", "Loss computation"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Chunked or fused cross-entropy avoids holding fp32 logits for the whole "
                    "batch, "
                    "often the largest transient peak. Fused linear cross-entropy (Liger) computes "
                    "the logits a chunk at a time; Cut Cross-Entropy never writes them to memory; "
                    "a "
                    "fused softmax kernel (flash-attn, Apex) keeps the 16-bit logits and their "
                    "gradient, without an fp32 copy."))
                .note("the standard HF path holds up to 14 B × vocabulary per token"),
            Row(
                "training.loss_chunks", [](auto& c) -> auto& { return c.training.loss_chunks; })
                .appliesWhen(lossIs(LossMode::Chunked))
                .extension()
                .range(1, 1024, "a chunk per thousand tokens at the tokens-per-pass bound")
                .unit(RUNCARD_TR("RunCardSchema", "chunks"), RUNCARD_TR("RunCardSchema", "chunk"))
                .label(RUNCARD_TR("RunCardSchema", "Loss chunks"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "The logits are computed in this many chunks; one chunk at a time "
                                 "is upcast to fp32."))
                .note("torchtune CEWithChunkedOutputLoss num_output_chunks (8)"),
            Row(
                "training.loss_chunk_tokens",
                [](auto& c) -> auto& { return c.training.loss_chunk_tokens; })
                .appliesWhen(lossIs(LossMode::Fused))
                .extension()
                .range(0, 1048576, "the tokens-per-pass bound")
                .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
                .label(RUNCARD_TR("RunCardSchema", "Loss chunk size"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Tokens whose logits the fused kernel holds at once; 0 = Liger's own "
                    "rule (about as many bytes as the hidden states)."))
                .note("Liger fused_linear_cross_entropy.py: next_power_of_2(BT / ceil(V / H))"),
            Row(
                "training.model_returns_fp32_logits",
                [](auto& c) -> auto& { return c.training.model_returns_fp32_logits; })
                .appliesWhen(lossIs(LossMode::Standard))
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Model returns fp32 logits"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The model upcasts its logits to fp32 before returning them, and the training "
                    "loop keeps them until backward: Hugging Face transformers up to 4.45. From "
                    "4.46 "
                    "the model returns them in its own dtype and the loss upcasts a copy."))
                .note("transformers 4.45 LlamaForCausalLM: lm_head(...).float(), \"Starting from "
                      "v4.46, the logits model output will have the same type as the model\""),
            Row(
                "training.loop_keeps_logits",
                [](auto& c) -> auto& { return c.training.loop_keeps_logits; })
                .appliesWhen([](const RunCard& c) {
                    return c.training.loss == LossMode::Standard &&
                           c.training.framework == FrameworkProfile::HfTransformers;
                })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Loop keeps the logits"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The training loop holds the model's output, and so its logits, until "
                    "backward, "
                    "as loops that keep `outputs` do (PEFT's method comparison, fsdp_qlora). "
                    "transformers' Trainer keeps only the loss, so the logits are freed before "
                    "backward: turn this off for Trainer runs."))
                .note("transformers trainer.py: compute_loss returns the loss alone unless "
                      "return_outputs; training_step calls it so"),
            Row(
                "training.grad_reduce_in_fp32",
                [](auto& c) -> auto& { return c.training.grad_reduce_in_fp32; })
                .appliesWhen(usesMegatron)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Gradients reduced in fp32"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Megatron keeps its gradient buffer and reduces it in fp32; off, in the "
                    "parameters' 16-bit dtype: half the gradient memory and traffic, and the "
                    "distributed optimizer keeps an fp32 copy of its shard."))
                .note(
                    "Megatron-Core DistributedDataParallelConfig.grad_reduce_in_fp32; Megatron-LM "
                    "forces it on under bf16, Megatron-Bridge performance recipes turn it off"),
            Row(
                "training.overlap_grad_reduce",
                [](auto& c) -> auto& { return c.training.overlap_grad_reduce; })
                .appliesWhen(
                    [](const RunCard& c) { return usesMegatron(c) || runsDeepSpeedZero(c); })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Overlap the gradient reduction"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Megatron reduces each gradient bucket while backward goes on and gathers the "
                    "updated parameters during the next forward; DeepSpeed ZeRO (overlap_comm) "
                    "reduces its buckets on a stream of their own, two of them in flight under "
                    "ZeRO-1 and 2. Off, the reduction waits: after backward (Megatron-LM without "
                    "--overlap-grad-reduce) or on the compute stream (DeepSpeed's default for "
                    "ZeRO-1 and 2)."))
                .note(
                    "Megatron-Core DistributedDataParallelConfig.overlap_grad_reduce and "
                    "overlap_param_gather; megatron/training/arguments.py leaves both off, NeMo "
                    "and Megatron-Bridge recipes turn them on. DeepSpeed zero_optimization."
                    "overlap_comm: deepspeed/runtime/zero/config.py (on for stage 3 only), "
                    "stage_1_and_2.py average_tensor (reduction_stream or the current stream), "
                    "setup_buckets (a second bucket). Under ZeRO-3 the planner counts none of "
                    "DeepSpeed's gathers and reductions as hidden, on or off (docs/validation.md, "
                    "\"DeepSpeed ZeRO-3 hides none of its collectives\")"),
            Row(
                "training.tp_comm_overlap",
                [](auto& c) -> auto& { return c.training.tp_comm_overlap; })
                .appliesWhen(usesMegatron)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Overlap tensor-parallel communication"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Transformer Engine splits each tensor-parallel all-gather and reduce-scatter "
                    "into "
                    "chunks that run under the pieces of the GEMM they feed. Off, as Megatron-LM "
                    "runs "
                    "without --tp-comm-overlap, every tensor-parallel collective is waited for."))
                .note("Megatron-Core ModelParallelConfig.tp_comm_overlap (Transformer Engine "
                      "userbuffers), off by default in Megatron-LM; on in NeMo and "
                      "Megatron-Bridge performance recipes"),
            Row(
                "training.cuda_graphs", [](auto& c) -> auto& { return c.training.cuda_graphs; })
                .appliesWhen(usesMegatron)
                .extension()
                .unique()
                .label(RUNCARD_TR("RunCardSchema", "CUDA graphs"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The parts of each step replayed as CUDA graphs: the host launches one graph "
                    "instead of every kernel in it, which matters where the host issues kernels "
                    "more "
                    "slowly than the GPU runs them (small micro-batches, many experts per GPU, "
                    "Grace "
                    "hosts). Empty: every kernel is launched from the host. A MoE layer graphs "
                    "whole "
                    "only with drop-and-pad routing (a capacity factor), since dropless routing "
                    "sizes "
                    "its tensors on the host."))
                .note(
                    "Megatron-Core cuda_graph_impl local or transformer_engine with "
                    "cuda_graph_scope "
                    "attn, mlp, moe, moe_router, moe_preprocess; no scope = layer; full_iteration "
                    "(megatron/core/transformer/transformer_config.py); MLPerf LAYER_CUDA_GRAPH = "
                    "layer"),
            Row(
                "training.optimizer_state_dtype",
                [](auto& c) -> auto& { return c.training.optimizer_state_dtype; })
                .appliesWhen(usesMegatron)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Optimizer state dtype"))
                .help(RUNCARD_TR("RunCardSchema", "The dtype of the optimizer's master weights and "
                                                  "Adam moments. Megatron keeps them "
                                                  "in fp32 (12 bytes a parameter); in bf16 they "
                                                  "take 6, and a checkpoint holds them "
                                                  "as they are."))
                .note("auto: fp32. Apex DistributedFusedAdam dtype (state, stored parameter copy), "
                      "NeMo 1.x optim.dtype; the NeMo Framework Launcher's Llama SFT config "
                      "(conf/peft/llama/sft.yaml, 2024) sets bf16"),
            Row(
                "training.precision_aware_optimizer",
                [](auto& c) -> auto& { return c.training.precision_aware_optimizer; })
                .appliesWhen(usesMegatron)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Precision-aware optimizer"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Megatron-Core hands the step to Transformer Engine's FusedAdam, which keeps a "
                    "bf16 weight's fp32 master as its 16-bit remainder (2 bytes instead of 4) and "
                    "steps on the gradient buffer without an fp32 copy; a checkpoint still holds "
                    "fp32. "
                    "Needs the distributed optimizer and AdamW."))
                .note(
                    "Megatron-Core OptimizerConfig.use_precision_aware_optimizer, "
                    "store_param_remainders (TE 2.1+); FP8 recipes other than delayed scaling keep "
                    "Megatron's own fp32 master. Megatron-Bridge performance recipes turn it on "
                    "for BF16 runs (scripts/performance/utils/overrides.py)"),
            Row(
                "training.optimizer_moments_dtype",
                [](auto& c) -> auto& { return c.training.optimizer_moments_dtype; })
                .appliesWhen([](const RunCard& c) { return c.training.precision_aware_optimizer; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Adam moments dtype"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The dtype the precision-aware optimizer keeps both Adam moments in: bf16 "
                    "halves their 8 bytes a parameter."))
                .note("auto: fp32. Megatron-Core exp_avg_dtype and exp_avg_sq_dtype (set together "
                      "here); Megatron-Bridge's DeepSeek and Qwen3-MoE recipes set bf16"),
            Row(
                "training.compile", [](auto& c) -> auto& { return c.training.compile; })
                .label(RUNCARD_TR("RunCardSchema", "Compiled (fused) kernels"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "torch.compile-style fusion: fewer saved temporaries and higher utilisation.")),
            Row(
                "training.compile_loss", [](auto& c) -> auto& { return c.training.compile_loss; })
                .appliesWhen([](const RunCard& c) {
                    return c.training.compile &&
                           c.training.framework == FrameworkProfile::TorchTitan;
                })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Loss compiled with the model"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "torchtitan compiles its cross-entropy with the model, which then keeps 16-bit "
                    "logits instead of an fp32 copy; off for torchtitan before April 2025, which "
                    "compiled the transformer blocks only."))
                .note(
                    "torchtitan build_loss_fn compiles the loss when training.compile (bbb1b616e, "
                    "2025-04-02); before it train.py left `loss_fn = torch.compile(loss_fn)` "
                    "commented out"),
            Row(
                "training.fp8_activation_store",
                [](auto& c) -> auto& { return c.training.fp8_activation_store; })
                .appliesWhen(usesLowPrecision)
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "MLP activation input in FP8"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Saves the input of the MLP's activation function in FP8 for the backward pass "
                    "instead of 16 bit, half its activation memory (Megatron and NeMo)."))
                .note("Megatron-Core activation_func_fp8_input_store (NeMo FP8_ACTIVATION)"),
            Row(
                "training.optimizer_in_backward",
                [](auto& c) -> auto& { return c.training.optimizer_in_backward; })
                .label(RUNCARD_TR("RunCardSchema", "Optimizer step in backward"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Applies each parameter's update as soon as its gradient is ready, so the full "
                    "gradient set is never held at once.")),
        });
    // The mixture-of-experts rows (run_card_fields_experts.cpp), then the framework and the
    // schedule.
    appendRows(rows, expertFields());
    appendRows(
        rows,
        {
            Row(
                "training.framework", [](auto& c) -> auto& { return c.training.framework; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Framework"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "The training framework whose memory behaviour the planner assumes: its "
                    "activations, logits path and adapter precision."))
                .note("see docs/memory-model.md"),
            budget(BudgetKind::Tokens)
                .range(0, kMaxTokens, kTokensWhy)
                .aboveMin()
                .decimals(0, 1e6)
                .unit(RUNCARD_TR("RunCardSchema", "tokens"), RUNCARD_TR("RunCardSchema", "token"))
                .label(RUNCARD_TR("RunCardSchema", "Tokens"))
                .help(RUNCARD_TR("RunCardSchema", "Tokens to train on.")),
            budget(BudgetKind::Steps)
                .range(1, kMaxSteps, kStepsWhy)
                .whole()
                .unit(RUNCARD_TR("RunCardSchema", "steps"), RUNCARD_TR("RunCardSchema", "step"))
                .label(RUNCARD_TR("RunCardSchema", "Optimizer steps"))
                .help(RUNCARD_TR("RunCardSchema", "Optimizer steps to take.")),
            budget(BudgetKind::Epochs)
                .range(0, 1000, "with data.tokens at most 1e15, at most 1e18 tokens")
                .aboveMin()
                .decimals(2, 0.5)
                .unit(RUNCARD_TR("RunCardSchema", "epochs"), RUNCARD_TR("RunCardSchema", "epoch"))
                .label(RUNCARD_TR("RunCardSchema", "Epochs"))
                .help(RUNCARD_TR("RunCardSchema",
                                 "Passes over the training data; needs data.tokens.")),
            Row(
                "training.learning_rate", [](auto& c) -> auto& { return c.training.learning_rate; })
                .extension()
                .range(0, 10, "far above any useful rate")
                .aboveMin()
                .decimals(6, 1e-5)
                .label(RUNCARD_TR("RunCardSchema", "Learning rate"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Peak learning rate used by the pilot. Affects quality, not memory or time.")),
            Row(
                "training.warmup_steps", [](auto& c) -> auto& { return c.training.warmup_steps; })
                .extension()
                .range(0, kMaxSteps, kStepsWhy)
                .unit(RUNCARD_TR("RunCardSchema", "steps"), RUNCARD_TR("RunCardSchema", "step"))
                .label(RUNCARD_TR("RunCardSchema", "Warm-up steps"))
                .help(RUNCARD_TR("RunCardSchema", "Optimizer steps with a rising learning rate; "
                                                  "the pilot also excludes them from "
                                                  "timing.")),
            Row(
                "training.schedule", [](auto& c) -> auto& { return c.training.schedule; })
                .extension()
                .label(RUNCARD_TR("RunCardSchema", "Schedule"))
                .help(RUNCARD_TR("RunCardSchema", "How the learning rate decays after warm-up.")),
            Row(
                "training.seed", [](auto& c) -> auto& { return c.training.seed; })
                .extension()
                .range(0, 9007199254740991.0, "2^53 − 1: every seed survives YAML's number parsing")
                .ungrouped()
                .label(RUNCARD_TR("RunCardSchema", "Random seed"))
                .help(RUNCARD_TR(
                    "RunCardSchema",
                    "Seeds the pilot's initialisation and data order, so a pilot can be repeated "
                    "exactly.")),
        });
    return rows;
}

} // namespace runcard::schema_table
