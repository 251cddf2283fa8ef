// The schema's rows for the hardware (GPUs and parallel layout) and rental sections.
#include "planner/run_card_schema_rows.h"
#include "planner/stack_priors.h"
#include "planner/translatable.h"

namespace runcard::schema_table {
namespace {

bool pipelines(const RunCard& c) {
    return c.hardware.pipeline_parallel > 1;
}

} // namespace

std::vector<FieldSpec> hardwareFields() {
    return {
        // ---- hardware
        Row(
            "hardware.gpu", [](auto& c) -> auto& { return c.hardware.gpu; })
            .reference(FieldReference::Gpu)
            .nonEmpty()
            .label(RUNCARD_TR("RunCardSchema", "GPU"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The accelerator from the catalog. Its usable memory is the budget; its peak "
                "FLOP/s and bandwidth set the step time."))
            .note("`runcard-cli gpus` lists the catalog"),
        Row(
            "hardware.gpus_per_node", [](auto& c) -> auto& { return c.hardware.gpus_per_node; })
            .range(1, 64,
                   "the largest single machines (NVL-class) hold 72; 64 is the planned "
                   "topology")
            .label(RUNCARD_TR("RunCardSchema", "GPUs per node"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "GPUs in one machine. Sharded layouts divide weights, gradients and optimizer "
                "state across them."))
            .note("at most the GPU's scale-up domain: 8 on HGX 8-GPU and MI300X platforms, 4 on "
                  "the 4-GPU H200 board, 72 on GB200 NVL72 (checked on planning)"),
        Row(
            "hardware.nodes", [](auto& c) -> auto& { return c.hardware.nodes; })
            .range(1, 4096, "262,144 GPUs with 64 per node, beyond the largest clusters")
            .label(RUNCARD_TR("RunCardSchema", "Nodes"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Machines. Communication between nodes is much slower than inside one.")),
        Row(
            "hardware.parallelism", [](auto& c) -> auto& { return c.hardware.parallelism; })
            .label(RUNCARD_TR("RunCardSchema", "Parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and "
                "add communication. Four GPUs are not one large memory pool."))
            .note("`single` runs on one GPU only"),
        Row(
            "hardware.tensor_parallel", [](auto& c) -> auto& { return c.hardware.tensor_parallel; })
            .extension()
            .range(1, 64, "one scale-up domain; must divide the heads (rule)")
            .label(RUNCARD_TR("RunCardSchema", "Tensor parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits every weight matrix across this many GPUs (Megatron-style): weights, "
                "gradients, optimizer state and most activations divide, at the cost of "
                "collectives in every layer. Keep it inside one node."))
            .note("must divide the attention and key/value heads; tensor × pipeline × context "
                  "parallel must divide the GPU count"),
        Row(
            "hardware.sequence_parallel",
            [](auto& c) -> auto& { return c.hardware.sequence_parallel; })
            .appliesWhen([](const RunCard& c) { return c.hardware.tensor_parallel > 1; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Sequence parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "With tensor parallelism, also splits norms and dropouts along the sequence, so "
                "all activations divide by the tensor-parallel degree (Korthikanti et al. "
                "2022)."))
            .note("read when tensor_parallel > 1"),
        Row(
            "hardware.pipeline_parallel",
            [](auto& c) -> auto& { return c.hardware.pipeline_parallel; })
            .extension()
            .range(1, 128, "at most one layer per stage for the largest presets")
            .label(RUNCARD_TR("RunCardSchema", "Pipeline parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits the layers into this many stages on different GPUs. The micro-batches "
                "of a step (gradient accumulation) fill the pipeline; with few of them the "
                "stages wait (the bubble)."))
            .note("pipeline × virtual stages at most the layers; an uneven split runs "
                  "⌈layers / pipeline⌉ on its busiest stage"),
        Row(
            "hardware.pipeline_schedule",
            [](auto& c) -> auto& { return c.hardware.pipeline_schedule; })
            .appliesWhen(pipelines)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Pipeline schedule"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "1F1B holds at most one micro-batch per stage in flight; interleaved 1F1B runs "
                "several chunks per GPU for a smaller bubble and more memory; GPipe runs every "
                "forward first and holds all micro-batches.")),
        Row(
            "hardware.virtual_stages", [](auto& c) -> auto& { return c.hardware.virtual_stages; })
            .appliesWhen(pipelines)
            .extension()
            .range(1, 64, "at most one layer per chunk")
            .label(RUNCARD_TR("RunCardSchema", "Virtual stages"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Model chunks per pipeline GPU with the interleaved schedule: the bubble shrinks "
                "by this factor, pipeline messages grow by it."))
            .note("> 1 only with pipeline_schedule: interleaved-1f1b"),
        Row(
            "hardware.context_parallel",
            [](auto& c) -> auto& { return c.hardware.context_parallel; })
            .extension()
            .range(1, 64,
                   "one scale-up domain of ring attention; the heads bound an all-to-all (rule)")
            .label(RUNCARD_TR("RunCardSchema", "Context parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits each sequence across this many GPUs: activations divide, and every "
                "layer's attention exchanges keys and values (a ring) or trades sequence shards "
                "for head shards (all-to-all). For long sequences."))
            .note("sequence_length must be a multiple of 2 × context_parallel (ring) or of "
                  "context_parallel (all-to-all)"),
        Row(
            "hardware.context_parallel_comm",
            [](auto& c) -> auto& { return c.hardware.context_parallel_comm; })
            .appliesWhen([](const RunCard& c) { return c.hardware.context_parallel > 1; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Context-parallel exchange"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Ring: each GPU attends with its own queries while keys and values pass round "
                "the ring, hidden behind the attention they feed. All-to-all (DeepSpeed-Ulysses): "
                "before attention each GPU trades its shard of the sequence for a share of the "
                "heads over the whole sequence, and back after it; the exchanges wait for one "
                "another, and the heads must divide."))
            .note("ring: Megatron cp_comm_type p2p, torch context_parallel (torchtitan, "
                  "torchtune, accelerate cp_size); all-to-all: Megatron cp_comm_type a2a, "
                  "DeepSpeed-Ulysses (accelerate sp_size, XTuner and ms-swift "
                  "sequence_parallel_size)"),
        Row(
            "hardware.expert_parallel", [](auto& c) -> auto& { return c.hardware.expert_parallel; })
            .expertsOnly()
            .extension()
            .range(1, 1024, "at most one expert per GPU for the largest published models")
            .label(RUNCARD_TR("RunCardSchema", "Expert parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits the routed experts of a mixture-of-experts model across this many GPUs "
                "of the data-parallel group: each holds its share of the experts, and tokens "
                "travel to their experts and back by all-to-all in every expert layer."))
            .note("must divide the data-parallel × context-parallel group and the experts"),
        Row(
            "hardware.stack", [](auto& c) -> auto& { return c.hardware.stack; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Software stack"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The training stack whose kernels, fusion and overlap set the step time: the "
                "same GPU runs at very different speed under Megatron with Transformer Engine, "
                "torchtitan or the Hugging Face Trainer. auto follows the framework."))
            .note("docs/scaling-model.md lists each stack's priors and sources"),
        Row(
            "hardware.cpu_offload", [](auto& c) -> auto& { return c.hardware.cpu_offload; })
            .label(RUNCARD_TR("RunCardSchema", "CPU offload"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Keeps optimizer state in host memory and, where parameters are sharded (ZeRO-3, "
                "FSDP offload_params), the parameter shards, adapters and gradients too: less "
                "device memory, slower steps.")),
        Row(
            "hardware.zero_reduce_bucket",
            [](auto& c) -> auto& { return c.hardware.zero_reduce_bucket; })
            .appliesWhen([](const RunCard& c) { return runsDeepSpeedZero(c); })
            .extension()
            .range(1, 1e11, "a bucket of 1e11 elements is 186 GiB in bf16, beyond any GPU")
            .whole()
            .unit(RUNCARD_TR("RunCardSchema", "elements"), RUNCARD_TR("RunCardSchema", "element"))
            .label(RUNCARD_TR("RunCardSchema", "ZeRO reduce bucket"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DeepSpeed's reduce_bucket_size: the gradient bucket it allocates on the GPU in "
                "the training dtype, for the whole run under ZeRO-3 and during each backward under "
                "ZeRO-1 and 2. A config's \"auto\" under the Hugging Face Trainer is hidden_size "
                "squared; without the key DeepSpeed takes 500 million."))
            .note("deepspeed/runtime/zero/config.py reduce_bucket_size (5e8); stage3.py allocates "
                  "one bucket per communication dtype at initialisation, stage_1_and_2.py "
                  "setup_buckets one (two with overlap_comm) per backward, freed in "
                  "_release_ipg_buffers; transformers integrations/deepspeed.py fills \"auto\" "
                  "with hidden_size * hidden_size; accelerate's DeepSpeed plugin without a config "
                  "file sets no bucket size"),
        Row(
            "hardware.zero3_prefetch_bucket",
            [](auto& c) -> auto& { return c.hardware.zero3_prefetch_bucket; })
            .appliesWhen(runsDeepSpeedZero3)
            .extension()
            .range(0, 1e11, "1e11 elements is 186 GiB in bf16, beyond any GPU")
            .whole()
            .unit(RUNCARD_TR("RunCardSchema", "elements"), RUNCARD_TR("RunCardSchema", "element"))
            .label(RUNCARD_TR("RunCardSchema", "ZeRO-3 prefetch bucket"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DeepSpeed's stage3_prefetch_bucket_size: how many parameter elements ZeRO-3 "
                "gathers ahead of the module that needs them. A config's \"auto\" under the "
                "Hugging Face Trainer is 0.9 × hidden_size squared; without the key DeepSpeed "
                "takes 50 million."))
            .note("deepspeed/runtime/zero/config.py prefetch_bucket_size (5e7); "
                  "partitioned_param_coordinator.py fetch_sub_module; transformers "
                  "integrations/deepspeed.py fills \"auto\" with 0.9 * hidden_size * hidden_size"),
        Row(
            "hardware.zero3_max_reuse_distance",
            [](auto& c) -> auto& { return c.hardware.zero3_max_reuse_distance; })
            .appliesWhen(runsDeepSpeedZero3)
            .extension()
            .range(0, 1e13, "beyond any model's parameters: every parameter would stay gathered")
            .whole()
            .unit(RUNCARD_TR("RunCardSchema", "elements"), RUNCARD_TR("RunCardSchema", "element"))
            .label(RUNCARD_TR("RunCardSchema", "ZeRO-3 reuse distance"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DeepSpeed's stage3_max_reuse_distance: ZeRO-3 keeps a module's parameters "
                "gathered when they run again within this many parameter elements, so the head "
                "and the last blocks stay gathered from forward into backward. 0 releases every "
                "module as it finishes."))
            .note("deepspeed/runtime/zero/config.py max_reuse_distance (1e9); "
                  "partitioned_param_coordinator.py __params_to_release"),
        Row(
            "hardware.zero3_max_live_parameters",
            [](auto& c) -> auto& { return c.hardware.zero3_max_live_parameters; })
            .appliesWhen(runsDeepSpeedZero3)
            .extension()
            .range(0, 1e13, "beyond any model's parameters")
            .whole()
            .unit(RUNCARD_TR("RunCardSchema", "elements"), RUNCARD_TR("RunCardSchema", "element"))
            .label(RUNCARD_TR("RunCardSchema", "ZeRO-3 live parameters"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DeepSpeed's stage3_max_live_parameters: ZeRO-3 prefetches nothing while this "
                "many parameter elements are gathered."))
            .note("deepspeed/runtime/zero/config.py max_live_parameters (1e9); "
                  "partitioned_param_coordinator.py fetch_sub_module caps the prefetch at it"),
        Row(
            "hardware.memory_margin", [](auto& c) -> auto& { return c.hardware.memory_margin; })
            .range(0, 0.9, "a margin of 90 % or more leaves nothing to plan with")
            .belowMax()
            .fraction()
            .label(RUNCARD_TR("RunCardSchema", "Memory margin"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Share of usable device memory that must stay free at the peak, for the longest "
                "batches, fragmentation and library updates.")),

        // ---- rental
        Row(
            "rental.pricing", [](auto& c) -> auto& { return c.rental.pricing; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Pricing"))
            .help(RUNCARD_TR("RunCardSchema",
                             "On-demand, reserved or spot price from the price catalog.")),
        Row(
            "rental.period", [](auto& c) -> auto& { return c.rental.period; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Billing period"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The unit the provider bills in; a run is rounded up to it.")),
        Row(
            "rental.setup_hours", [](auto& c) -> auto& { return c.rental.setup_hours; })
            .extension()
            .range(0, 1000, "six weeks of set-up")
            .decimals(2, 0.25)
            .unit(RUNCARD_TR("RunCardSchema", "h"))
            .label(RUNCARD_TR("RunCardSchema", "Set-up time"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Provisioning, environment, download and model loading: billed, but no training "
                "happens.")),
        Row(
            "rental.export_gb", [](auto& c) -> auto& { return c.rental.export_gb; })
            .extension()
            .range(0, 1e6, "a petabyte of artifacts")
            .decimals(1, 1)
            .unit(RUNCARD_TR("RunCardSchema", "GB"))
            .label(RUNCARD_TR("RunCardSchema", "Export size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Artifacts to move off the machine before the allocation ends (0 = the final "
                "weights).")),
        Row(
            "rental.export_gb_per_s", [](auto& c) -> auto& { return c.rental.export_gb_per_s; })
            .extension()
            .range(0, 1000, "8 Tbit/s, beyond any uplink")
            .aboveMin()
            .decimals(2, 0.1)
            .unit(RUNCARD_TR("RunCardSchema", "GB/s"))
            .label(RUNCARD_TR("RunCardSchema", "Export bandwidth"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Bandwidth off the machine; with the export size it sets the export time.")),
        Row(
            "rental.safety_buffer", [](auto& c) -> auto& { return c.rental.safety_buffer; })
            .extension()
            .range(0, 5, "six times the planned window")
            .fraction()
            .decimals(0, 5)
            .label(RUNCARD_TR("RunCardSchema", "Safety buffer"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Share of the window added for the unexpected: restarts, slow nodes, re-runs.")),
        Row(
            "rental.waiting_cost_per_day",
            [](auto& c) -> auto& { return c.rental.waiting_cost_per_day; })
            .extension()
            .range(0, 1e9, "a billion per day")
            .decimals(0, 100)
            .label(RUNCARD_TR("RunCardSchema", "Value of a day earlier"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "What finishing one day earlier is worth to the team, in the price currency; lets "
                "a faster card win on cost.")),
        Row(
            "rental.options", [](auto& c) -> auto& { return c.rental.options; })
            .extension()
            .unique()
            .label(RUNCARD_TR("RunCardSchema", "Rental options"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Price-catalog options the run needs (storage, support, ...); they are billed for "
                "the whole window."))
            .placeholder(RUNCARD_TR("RunCardSchema", "option ids, separated by commas")),
        Row(
            "rental.price_catalog", [](auto& c) -> auto& { return c.rental.price_catalog; })
            .extension()
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Price file"))
            .help(RUNCARD_TR("RunCardSchema",
                             "A price catalog of your own; empty = the bundled one."))
            .placeholder(RUNCARD_TR("RunCardSchema", "bundled")),
    };
}

} // namespace runcard::schema_table
