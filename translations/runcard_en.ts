<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EnumNames</name>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="10"/>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="12"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="14"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="22"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="24"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="26"/>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8-bit</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="28"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="30"/>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="32"/>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="34"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="42"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="44"/>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="46"/>
        <source>FP16 mixed</source>
        <translation>FP16 mixed</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="48"/>
        <source>BF16 mixed</source>
        <translation>BF16 mixed</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="50"/>
        <source>Pure BF16</source>
        <translation>Pure BF16</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="52"/>
        <source>FP8 mixed</source>
        <translation>FP8 mixed</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="60"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="62"/>
        <source>Selective</source>
        <translation>Selective</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="64"/>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="72"/>
        <source>Eager (unfused)</source>
        <translation>Eager (unfused)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="74"/>
        <source>SDPA</source>
        <translation>SDPA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="76"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="84"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="86"/>
        <source>Chunked</source>
        <translation>Chunked</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="88"/>
        <source>Fused</source>
        <translation>Fused</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="96"/>
        <source>Single GPU</source>
        <translation>Single GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="98"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="100"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="102"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="104"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="106"/>
        <source>FSDP (full shard)</source>
        <translation>FSDP (full shard)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="108"/>
        <source>FSDP (grad and optimizer shard)</source>
        <translation>FSDP (grad and optimizer shard)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="110"/>
        <source>FSDP (hybrid shard)</source>
        <translation>FSDP (hybrid shard)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="118"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="120"/>
        <source>Optimizer steps</source>
        <translation>Optimizer steps</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="122"/>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="130"/>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="132"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="134"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="136"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="138"/>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="140"/>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="142"/>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="150"/>
        <source>Constant</source>
        <translation>Constant</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="152"/>
        <source>Linear decay</source>
        <translation>Linear decay</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="154"/>
        <source>Cosine decay</source>
        <translation>Cosine decay</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="162"/>
        <source>On demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="164"/>
        <source>Reserved</source>
        <translation>Reserved</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="166"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="174"/>
        <source>Hour</source>
        <translation>Hour</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="176"/>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="178"/>
        <source>Week</source>
        <translation>Week</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="180"/>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="188"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="190"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="198"/>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="200"/>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <location filename="../ui/common/formatting.cpp" line="16"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="44"/>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="46"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="49"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="55"/>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="59"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="60"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="72"/>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="74"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="76"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="78"/>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="83"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/app/main_window.cpp" line="37"/>
        <source>Run card</source>
        <translation>Run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="39"/>
        <source>Memory budget</source>
        <translation>Memory budget</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="41"/>
        <source>Compare GPUs</source>
        <translation>Compare GPUs</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="43"/>
        <source>Pilot run</source>
        <translation>Pilot run</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="45"/>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="47"/>
        <source>Report</source>
        <translation>Report</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="55"/>
        <source>The pilot runs warm-up and measured forward, backward and optimizer steps on your longest real batches in a separate process, and charts peak memory and step time live.</source>
        <translation>The pilot runs warm-up and measured forward, backward and optimizer steps on your longest real batches in a separate process, and charts peak memory and step time live.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="60"/>
        <source>Cost per successful run on each GPU, with loading, validation, checkpoints and export inside the rental window.</source>
        <translation>Cost per successful run on each GPU, with loading, validation, checkpoints and export inside the rental window.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="64"/>
        <source>A PDF report with the run card, the memory budget, the GPU comparison, pilot measurements and costs.</source>
        <translation>A PDF report with the run card, the memory budget, the GPU comparison, pilot measurements and costs.</translation>
    </message>
</context>
<context>
    <name>MemoryComponent</name>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="60"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="63"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="66"/>
        <source>Optimizer state</source>
        <translation>Optimizer state</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="69"/>
        <source>Adapters</source>
        <translation>Adapters</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="72"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="75"/>
        <source>Logits and loss</source>
        <translation>Logits and loss</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="78"/>
        <source>Temporary buffers</source>
        <translation>Temporary buffers</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="81"/>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="84"/>
        <source>Runtime and context</source>
        <translation>Runtime and context</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="94"/>
        <source>Model parameters held on this GPU, in their storage precision.</source>
        <translation>Model parameters held on this GPU, in their storage precision.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="98"/>
        <source>Gradients of the trainable parameters, kept until the optimizer step.</source>
        <translation>Gradients of the trainable parameters, kept until the optimizer step.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="103"/>
        <source>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</source>
        <translation>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="108"/>
        <source>LoRA adapter weights with their gradients and optimizer state.</source>
        <translation>LoRA adapter weights with their gradients and optimizer state.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="112"/>
        <source>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</source>
        <translation>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="117"/>
        <source>Output logits over the vocabulary and the loss&apos;s temporaries.</source>
        <translation>Output logits over the vocabulary and the loss&apos;s temporaries.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="121"/>
        <source>Communication buckets, gathered shards, dequantized weights and workspaces.</source>
        <translation>Communication buckets, gathered shards, dequantized weights and workspaces.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="126"/>
        <source>Memory the caching allocator holds but no tensor uses (fragmentation).</source>
        <translation>Memory the caching allocator holds but no tensor uses (fragmentation).</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="131"/>
        <source>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</source>
        <translation>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</translation>
    </message>
</context>
<context>
    <name>PlannerMessages</name>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="12"/>
        <source>must not be negative</source>
        <translation>must not be negative</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="13"/>
        <source>must be greater than 0</source>
        <translation>must be greater than 0</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="14"/>
        <source>must be at least 1</source>
        <translation>must be at least 1</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="15"/>
        <source>must be in [0, 1)</source>
        <translation>must be in [0, 1)</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="16"/>
        <source>must be between 0 and 1</source>
        <translation>must be between 0 and 1</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="17"/>
        <source>must be a fraction in [0, 0.9)</source>
        <translation>must be a fraction in [0, 0.9)</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="18"/>
        <source>must be a fraction in [0, 5]</source>
        <translation>must be a fraction in [0, 5]</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="19"/>
        <source>must be a finite number</source>
        <translation>must be a finite number</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="20"/>
        <source>is out of range</source>
        <translation>is out of range</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="21"/>
        <source>must divide hidden_size unless head_dim is given</source>
        <translation>must divide hidden_size unless head_dim is given</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="22"/>
        <source>cannot be combined with gradient_accumulation &gt; 1</source>
        <translation>cannot be combined with gradient_accumulation &gt; 1</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="23"/>
        <source>is larger than 10,000,000 tokens</source>
        <translation>is larger than 10,000,000 tokens</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="35"/>
        <source>must be between %1 and %2</source>
        <translation>must be between %1 and %2</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <location filename="../ui/common/prompt.cpp" line="39"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="40"/>
        <source>The run card “%1” has unsaved changes. Save them before closing?</source>
        <translation>The run card “%1” has unsaved changes. Save them before closing?</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="45"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="46"/>
        <location filename="../ui/common/prompt.cpp" line="73"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="48"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="65"/>
        <source>Recover unsaved run card</source>
        <translation>Recover unsaved run card</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="66"/>
        <source>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</source>
        <translation>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="72"/>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="84"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>RunDefinitionView</name>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="153"/>
        <location filename="../ui/app/run_definition_view.cpp" line="276"/>
        <source>From the model</source>
        <translation>From the model</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="203"/>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="312"/>
        <source>option ids, separated by commas</source>
        <translation>option ids, separated by commas</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="327"/>
        <source>Model preset</source>
        <translation>Model preset</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="328"/>
        <source>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</source>
        <translation>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="349"/>
        <source>None (config.json or model folder)</source>
        <translation>None (config.json or model folder)</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="363"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="364"/>
        <source>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</source>
        <translation>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="402"/>
        <source>LoRA targets</source>
        <translation>LoRA targets</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="403"/>
        <source>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state.</source>
        <translation>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="447"/>
        <source>Training budget</source>
        <translation>Training budget</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="448"/>
        <source>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</source>
        <translation>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="501"/>
        <source>Import a Hugging Face config.json</source>
        <translation>Import a Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="503"/>
        <source>Model configuration (config.json *.json)</source>
        <translation>Model configuration (config.json *.json)</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="510"/>
        <source>Import a local model folder</source>
        <translation>Import a local model folder</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="546"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="548"/>
        <source>Run name</source>
        <translation>Run name</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="549"/>
        <source>Free text that names the run in files, results and reports.</source>
        <translation>Free text that names the run in files, results and reports.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="552"/>
        <source>e.g. llama-3.1-8b-lora-r16</source>
        <translation>e.g. llama-3.1-8b-lora-r16</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="555"/>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="556"/>
        <source>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</source>
        <translation>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="561"/>
        <source>path/to/config.json</source>
        <translation>path/to/config.json</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="563"/>
        <source>Model folder</source>
        <translation>Model folder</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="564"/>
        <source>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</source>
        <translation>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="569"/>
        <source>path/to/model</source>
        <translation>path/to/model</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="572"/>
        <source>Model revision</source>
        <translation>Model revision</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="573"/>
        <source>Recorded with results and reports, so a measurement can be traced to the exact weights.</source>
        <translation>Recorded with results and reports, so a measurement can be traced to the exact weights.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="578"/>
        <source>repository@commit</source>
        <translation>repository@commit</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="580"/>
        <source>Architecture overrides</source>
        <translation>Architecture overrides</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="583"/>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="584"/>
        <source>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</source>
        <translation>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="591"/>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="592"/>
        <source>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</source>
        <translation>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="599"/>
        <source>MLP width</source>
        <translation>MLP width</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="600"/>
        <source>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</source>
        <translation>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="608"/>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="609"/>
        <source>Query heads. With head size they set the attention projections.</source>
        <translation>Query heads. With head size they set the attention projections.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="620"/>
        <source>Key/value heads</source>
        <translation>Key/value heads</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="621"/>
        <source>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</source>
        <translation>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="634"/>
        <source>Head size</source>
        <translation>Head size</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="635"/>
        <source>Width of one attention head; by default hidden size divided by the heads.</source>
        <translation>Width of one attention head; by default hidden size divided by the heads.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="647"/>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="648"/>
        <source>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</source>
        <translation>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="656"/>
        <source>Tied embeddings</source>
        <translation>Tied embeddings</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="657"/>
        <source>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</source>
        <translation>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="661"/>
        <source>Tied</source>
        <translation>Tied</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="662"/>
        <source>Separate head</source>
        <translation>Separate head</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="671"/>
        <source>MLP type</source>
        <translation>MLP type</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="672"/>
        <source>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</source>
        <translation>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="675"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="676"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="686"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="688"/>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="689"/>
        <source>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</source>
        <translation>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="694"/>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="695"/>
        <source>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</source>
        <translation>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="701"/>
        <source>LoRA alpha</source>
        <translation>LoRA alpha</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="702"/>
        <source>Scale of the adapter update. Affects quality, not memory or time.</source>
        <translation>Scale of the adapter update. Affects quality, not memory or time.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="705"/>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="706"/>
        <source>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations.</source>
        <translation>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="713"/>
        <source>QLoRA double quantization</source>
        <translation>QLoRA double quantization</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="714"/>
        <source>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</source>
        <translation>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="719"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="720"/>
        <source>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</source>
        <translation>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="726"/>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="727"/>
        <source>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Hopper-class or newer GPUs.</source>
        <translation>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Hopper-class or newer GPUs.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="733"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="734"/>
        <source>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</source>
        <translation>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="739"/>
        <location filename="../ui/app/run_definition_view.cpp" line="891"/>
        <location filename="../ui/app/run_definition_view.cpp" line="905"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="740"/>
        <source>Packed sequences</source>
        <translation>Packed sequences</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="741"/>
        <source>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</source>
        <translation>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="747"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="748"/>
        <source>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</source>
        <translation>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="752"/>
        <source>sequences</source>
        <translation>sequences</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="755"/>
        <source>Gradient accumulation</source>
        <translation>Gradient accumulation</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="756"/>
        <source>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</source>
        <translation>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="761"/>
        <source>micro-batches</source>
        <translation>micro-batches</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="764"/>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="765"/>
        <source>Recomputes activations in the backward pass instead of storing them: much less activation memory for roughly a third more compute (full).</source>
        <translation>Recomputes activations in the backward pass instead of storing them: much less activation memory for roughly a third more compute (full).</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="771"/>
        <source>Activation offloading</source>
        <translation>Activation offloading</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="772"/>
        <source>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</source>
        <translation>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="778"/>
        <source>Attention kernel</source>
        <translation>Attention kernel</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="779"/>
        <source>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not.</source>
        <translation>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="785"/>
        <source>Loss computation</source>
        <translation>Loss computation</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="786"/>
        <source>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak.</source>
        <translation>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="791"/>
        <source>Compiled (fused) kernels</source>
        <translation>Compiled (fused) kernels</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="792"/>
        <source>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</source>
        <translation>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="797"/>
        <source>Optimizer step in backward</source>
        <translation>Optimizer step in backward</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="798"/>
        <source>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</source>
        <translation>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="804"/>
        <source>Learning rate</source>
        <translation>Learning rate</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="805"/>
        <source>Peak learning rate used by the pilot. Affects quality, not memory or time.</source>
        <translation>Peak learning rate used by the pilot. Affects quality, not memory or time.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="810"/>
        <source>Warm-up steps</source>
        <translation>Warm-up steps</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="811"/>
        <source>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</source>
        <translation>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="816"/>
        <location filename="../ui/app/run_definition_view.cpp" line="899"/>
        <location filename="../ui/app/run_definition_view.cpp" line="913"/>
        <source>steps</source>
        <translation>steps</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="818"/>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="819"/>
        <source>How the learning rate decays after warm-up.</source>
        <translation>How the learning rate decays after warm-up.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="823"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="825"/>
        <source>GPUs per node</source>
        <translation>GPUs per node</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="826"/>
        <source>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</source>
        <translation>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="832"/>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="833"/>
        <source>Machines. Communication between nodes is much slower than inside one.</source>
        <translation>Machines. Communication between nodes is much slower than inside one.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="837"/>
        <source>Parallelism</source>
        <translation>Parallelism</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="838"/>
        <source>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</source>
        <translation>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="843"/>
        <source>CPU offload</source>
        <translation>CPU offload</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="844"/>
        <source>Keeps optimizer state (and, with ZeRO-3, parameters) in host memory: less device memory, slower steps.</source>
        <translation>Keeps optimizer state (and, with ZeRO-3, parameters) in host memory: less device memory, slower steps.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="850"/>
        <source>Memory margin</source>
        <translation>Memory margin</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="851"/>
        <source>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</source>
        <translation>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="857"/>
        <source>Data, validation and checkpoints</source>
        <translation>Data, validation and checkpoints</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="859"/>
        <source>Training data</source>
        <translation>Training data</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="860"/>
        <source>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</source>
        <translation>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="865"/>
        <source>data/train.jsonl</source>
        <translation>data/train.jsonl</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="867"/>
        <source>Data revision</source>
        <translation>Data revision</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="868"/>
        <source>Recorded with results, so a measurement can be traced to the exact data.</source>
        <translation>Recorded with results, so a measurement can be traced to the exact data.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="872"/>
        <source>sha256:…</source>
        <translation>sha256:…</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="874"/>
        <source>Text field</source>
        <translation>Text field</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="875"/>
        <source>The JSONL field that holds the training text.</source>
        <translation>The JSONL field that holds the training text.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="878"/>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="879"/>
        <source>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</source>
        <translation>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="883"/>
        <source>byte-level</source>
        <translation>byte-level</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="885"/>
        <source>Tokens per epoch</source>
        <translation>Tokens per epoch</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="886"/>
        <source>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</source>
        <translation>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="893"/>
        <source>Validate every</source>
        <translation>Validate every</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="894"/>
        <source>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</source>
        <translation>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="901"/>
        <source>Validation tokens</source>
        <translation>Validation tokens</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="902"/>
        <source>Tokens evaluated each time; sets how long one validation takes.</source>
        <translation>Tokens evaluated each time; sets how long one validation takes.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="907"/>
        <source>Checkpoint every</source>
        <translation>Checkpoint every</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="908"/>
        <source>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</source>
        <translation>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="914"/>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="915"/>
        <source>How many checkpoints stay on disk; each holds weights and optimizer state.</source>
        <translation>How many checkpoints stay on disk; each holds weights and optimizer state.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="921"/>
        <source>Rental window</source>
        <translation>Rental window</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="923"/>
        <source>Pricing</source>
        <translation>Pricing</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="924"/>
        <source>On-demand, reserved or spot price from the price catalog.</source>
        <translation>On-demand, reserved or spot price from the price catalog.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="928"/>
        <source>Billing period</source>
        <translation>Billing period</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="929"/>
        <source>The unit the provider bills in; a run is rounded up to it.</source>
        <translation>The unit the provider bills in; a run is rounded up to it.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="933"/>
        <source>Set-up time</source>
        <translation>Set-up time</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="934"/>
        <source>Provisioning, environment, download and model loading: billed, but no training happens.</source>
        <translation>Provisioning, environment, download and model loading: billed, but no training happens.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="938"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="940"/>
        <source>Export size</source>
        <translation>Export size</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="941"/>
        <source>Artifacts to move off the machine before the allocation ends (0 = the final weights).</source>
        <translation>Artifacts to move off the machine before the allocation ends (0 = the final weights).</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="946"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="948"/>
        <source>Export bandwidth</source>
        <translation>Export bandwidth</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="949"/>
        <source>Bandwidth off the machine; with the export size it sets the export time.</source>
        <translation>Bandwidth off the machine; with the export size it sets the export time.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="953"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="955"/>
        <source>Safety buffer</source>
        <translation>Safety buffer</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="956"/>
        <source>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</source>
        <translation>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="961"/>
        <source>Value of a day earlier</source>
        <translation>Value of a day earlier</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="962"/>
        <source>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</source>
        <translation>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="968"/>
        <source>Price file</source>
        <translation>Price file</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="969"/>
        <source>A price catalog of your own; empty = the bundled one.</source>
        <translation>A price catalog of your own; empty = the bundled one.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="972"/>
        <source>bundled</source>
        <translation>bundled</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="973"/>
        <source>Rental options</source>
        <translation>Rental options</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="974"/>
        <source>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</source>
        <translation>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1063"/>
        <source>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</source>
        <translation>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1073"/>
        <source>The model cannot be resolved yet; see the marked fields.</source>
        <translation>The model cannot be resolved yet; see the marked fields.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1092"/>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters.</source>
        <translation>Imported %1: %2 layers, hidden size %3, %4 parameters.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1121"/>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</source>
        <translation>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1198"/>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1200"/>
        <source>Import model folder…</source>
        <translation>Import model folder…</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CompareView</name>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="163"/>
        <source>Cannot run this card: %1</source>
        <translation>Cannot run this card: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="165"/>
        <source>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</source>
        <translation>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="169"/>
        <source>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</source>
        <translation>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="171"/>
        <source>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</source>
        <translation>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="173"/>
        <source>Fits only inside the memory margin at the card&apos;s layout.</source>
        <translation>Fits only inside the memory margin at the card&apos;s layout.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="195"/>
        <source>GPU comparison</source>
        <translation>GPU comparison</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="196"/>
        <source>No comparison: %1</source>
        <translation>No comparison: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="205"/>
        <source>The same card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</source>
        <translation>The same card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="213"/>
        <source>No GPU in the catalog fits this card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</source>
        <translation>No GPU in the catalog fits this card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="225"/>
        <source>&lt;b&gt;Smallest configuration that fits: %1 × %2 with %3.&lt;/b&gt; It needs the fewest GPUs of any card while keeping the %4 margin: %5 of %6 per GPU at the peak, time to train %7. Among cards with as few GPUs it finishes first.</source>
        <translation>&lt;b&gt;Smallest configuration that fits: %1 × %2 with %3.&lt;/b&gt; It needs the fewest GPUs of any card while keeping the %4 margin: %5 of %6 per GPU at the peak, time to train %7. Among cards with as few GPUs it finishes first.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/app/compare_view.cpp" line="239"/>
        <source>Also fit on %n GPU(s): %1.</source>
        <translation>
            <numerusform>Also fit on %n GPU: %1.</numerusform>
            <numerusform>Also fit on %n GPUs: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="324"/>
        <source>Memory:</source>
        <translation>Memory:</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="325"/>
        <source>Interconnect:</source>
        <translation>Interconnect:</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="327"/>
        <source>Software stack</source>
        <translation>Software stack</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="331"/>
        <source>Caveats</source>
        <translation>Caveats</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="337"/>
        <source>Catalog notes</source>
        <translation>Catalog notes</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="352"/>
        <source>Software stack and caveats</source>
        <translation>Software stack and caveats</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="353"/>
        <source>What-if values from the memory budget are in effect.</source>
        <translation>What-if values from the memory budget are in effect.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="354"/>
        <source>Memory per GPU at the card&apos;s layout</source>
        <translation>Memory per GPU at the card&apos;s layout</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="355"/>
        <source>Time to train at the card&apos;s layout</source>
        <translation>Time to train at the card&apos;s layout</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="356"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="357"/>
        <source>hours</source>
        <translation>hours</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="358"/>
        <source>Usable memory</source>
        <translation>Usable memory</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="359"/>
        <location filename="../ui/app/compare_view.cpp" line="362"/>
        <source>Fits with margin</source>
        <translation>Fits with margin</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="360"/>
        <source>Tight</source>
        <translation>Tight</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="361"/>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="363"/>
        <source>Without the margin (not reachable as planned)</source>
        <translation>Without the margin (not reachable as planned)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::GpuComparisonModel</name>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="34"/>
        <source>Unsupported</source>
        <translation>Unsupported</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="36"/>
        <source>Fits with margin</source>
        <translation>Fits with margin</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="38"/>
        <source>Tight</source>
        <translation>Tight</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="39"/>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="79"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="79"/>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="80"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="161"/>
        <source>Whether the card fits with its memory margin at its own GPU count and parallelism.</source>
        <translation>Whether the card fits with its memory margin at its own GPU count and parallelism.</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="164"/>
        <source>Predicted device memory per GPU at the card&apos;s layout, as nvidia-smi or amd-smi would show it.</source>
        <translation>Predicted device memory per GPU at the card&apos;s layout, as nvidia-smi or amd-smi would show it.</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="167"/>
        <source>Usable memory minus the predicted device memory; it should stay above the card&apos;s margin (%1).</source>
        <translation>Usable memory minus the predicted device memory; it should stay above the card&apos;s margin (%1).</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="174"/>
        <source>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the card).</source>
        <translation>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the card).</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="184"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="186"/>
        <source>Usable</source>
        <translation>Usable</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="188"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="190"/>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="192"/>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="194"/>
        <source>One GPU</source>
        <translation>One GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="196"/>
        <source>GPUs (DDP)</source>
        <translation>GPUs (DDP)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="198"/>
        <source>GPUs (ZeRO-3)</source>
        <translation>GPUs (ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="200"/>
        <source>GPUs (FSDP)</source>
        <translation>GPUs (FSDP)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="202"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="204"/>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="206"/>
        <source>Time to train</source>
        <translation>Time to train</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="208"/>
        <source>Software stack</source>
        <translation>Software stack</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MainWindow</name>
    <message>
        <location filename="../ui/app/main_window.cpp" line="194"/>
        <source>Open run card</source>
        <translation>Open run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="196"/>
        <location filename="../ui/app/main_window.cpp" line="341"/>
        <source>Run cards (*.yaml *.yml)</source>
        <translation>Run cards (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="255"/>
        <source>About Runcard</source>
        <translation>About Runcard</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="256"/>
        <source>&lt;h3&gt;Runcard %1&lt;/h3&gt;&lt;p&gt;A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare cards, pilot, then decide on the cost per successful run.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runcard %1&lt;/h3&gt;&lt;p&gt;A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare cards, pilot, then decide on the cost per successful run.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="274"/>
        <source>No recent cards</source>
        <translation>No recent cards</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="281"/>
        <source>The card had not been saved yet.</source>
        <translation>The card had not been saved yet.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="281"/>
        <source>Card: %1</source>
        <translation>Card: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="285"/>
        <source>Recovered the unsaved run card.</source>
        <translation>Recovered the unsaved run card.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="288"/>
        <source>Recovery failed</source>
        <translation>Recovery failed</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="307"/>
        <source>Cannot open the run card</source>
        <translation>Cannot open the run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="311"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="340"/>
        <source>Save run card</source>
        <translation>Save run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="347"/>
        <source>Cannot save the run card</source>
        <translation>Cannot save the run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="350"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="379"/>
        <source>%1[*] — Runcard</source>
        <translation>%1[*] — Runcard</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="385"/>
        <source>Card incomplete</source>
        <translation>Card incomplete</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="391"/>
        <source>%1 of %2 per GPU on %3</source>
        <translation>%1 of %2 per GPU on %3</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="421"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="422"/>
        <source>&amp;New run card</source>
        <translation>&amp;New run card</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="423"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="424"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="425"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="426"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="427"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="428"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="429"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="430"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="431"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="432"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="433"/>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="434"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="435"/>
        <source>&amp;About Runcard</source>
        <translation>&amp;About Runcard</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MemoryBudgetView</name>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="265"/>
        <source>What-if values are in effect here and in the comparison; the card is unchanged until you apply them.</source>
        <translation>What-if values are in effect here and in the comparison; the card is unchanged until you apply them.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="267"/>
        <source>Drag a control to see the budget change; the card stays as it is.</source>
        <translation>Drag a control to see the budget change; the card stays as it is.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="293"/>
        <source>Memory budget</source>
        <translation>Memory budget</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="294"/>
        <source>No budget: %1</source>
        <translation>No budget: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="308"/>
        <source>Memory per GPU on %1 × %2 (%3)</source>
        <translation>Memory per GPU on %1 × %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="322"/>
        <source>Usable %1</source>
        <translation>Usable %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="324"/>
        <source>Margin limit %1</source>
        <translation>Margin limit %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="340"/>
        <source>Peak allocated (tensors)</source>
        <translation>Peak allocated (tensors)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="341"/>
        <source>Reserved by the allocator</source>
        <translation>Reserved by the allocator</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="342"/>
        <source>Device total (as nvidia-smi shows)</source>
        <translation>Device total (as nvidia-smi shows)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="343"/>
        <source>Usable device memory</source>
        <translation>Usable device memory</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="344"/>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="351"/>
        <source>forward pass</source>
        <translation>forward pass</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="353"/>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="355"/>
        <source>backward pass</source>
        <translation>backward pass</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="357"/>
        <source>optimizer step</source>
        <translation>optimizer step</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="363"/>
        <source>Cannot run on this GPU: %1</source>
        <translation>Cannot run on this GPU: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="367"/>
        <source>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</source>
        <translation>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="372"/>
        <source>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</source>
        <translation>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="377"/>
        <source>Does not fit: %1 needed, %2 usable (%3 short).</source>
        <translation>Does not fit: %1 needed, %2 usable (%3 short).</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="384"/>
        <source>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</source>
        <translation>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="400"/>
        <source>What if…</source>
        <translation>What if…</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="401"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="402"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="403"/>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="404"/>
        <source>Parallelism</source>
        <translation>Parallelism</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="405"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="406"/>
        <source>Sequences per GPU per forward pass; activations grow with it.</source>
        <translation>Sequences per GPU per forward pass; activations grow with it.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="407"/>
        <source>Longest sequence in tokens; activations grow with it.</source>
        <translation>Longest sequence in tokens; activations grow with it.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="413"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="414"/>
        <source>Apply to card</source>
        <translation>Apply to card</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="415"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="415"/>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="415"/>
        <source>Of device</source>
        <translation>Of device</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="421"/>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
</context>
<context>
    <name>runcard::ui::RunCardDocument</name>
    <message>
        <location filename="../ui/app/run_card_document.cpp" line="65"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../ui/app/run_card_document.cpp" line="198"/>
        <source>The autosaved card could not be read back; it is kept as %1.
%2</source>
        <translation>The autosaved card could not be read back; it is kept as %1.
%2</translation>
    </message>
</context>
</TS>
