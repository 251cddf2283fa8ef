<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CatalogText</name>
    <message>
        <source>%1 (in English)</source>
        <translation>%1 (in English)</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>%1 × %2 with %3</source>
        <translation>%1 × %2 with %3</translation>
    </message>
    <message>
        <source>the lowest cost of a completed run (loading, training, validation, checkpoints and export) among the GPUs at their smallest configuration that keeps the %1 memory margin; here %2 of %3 per GPU at the peak. No value is set on finishing a day earlier.</source>
        <translation>the lowest cost of a completed run (loading, training, validation, checkpoints and export) among the GPUs at their smallest configuration that keeps the %1 memory margin; here %2 of %3 per GPU at the peak. No value is set on finishing a day earlier.</translation>
    </message>
    <message>
        <source>the lowest cost of a completed run plus %1 for each day it takes (the value of finishing earlier), among the GPUs at their smallest configuration that keeps the %2 memory margin; here %3 of %4 per GPU at the peak.</source>
        <translation>the lowest cost of a completed run plus %1 for each day it takes (the value of finishing earlier), among the GPUs at their smallest configuration that keeps the %2 memory margin; here %3 of %4 per GPU at the peak.</translation>
    </message>
    <message>
        <source>Its step time is an uncalibrated estimate (no kernel measurement on this GPU): run the pilot on it before reserving.</source>
        <translation>Its step time is an uncalibrated estimate (no kernel measurement on this GPU): run the pilot on it before reserving.</translation>
    </message>
    <message>
        <source>Next: %1, %2 and %3 to the result.</source>
        <translation>Next: %1, %2 and %3 to the result.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU type(s) that fit have no price and are not ranked.</source>
        <translation>
            <numerusform>%n GPU type that fits has no price and is not ranked.</numerusform>
            <numerusform>%n GPU types that fit have no price and are not ranked.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommendation: %1.&lt;/b&gt; Why: %2</source>
        <translation>&lt;b&gt;Recommendation: %1.&lt;/b&gt; Why: %2</translation>
    </message>
    <message>
        <source>Within the planner&apos;s and the prices&apos; ranges the next may be the better (cost and waiting together %1 against %2): run the pilot on both before reserving.</source>
        <translation>Within the planner&apos;s and the prices&apos; ranges the next may be the better (cost and waiting together %1 against %2): run the pilot on both before reserving.</translation>
    </message>
    <message>
        <source>Within the planner&apos;s and the prices&apos; ranges the next may be the cheaper (%1 against %2): run the pilot on both before reserving.</source>
        <translation>Within the planner&apos;s and the prices&apos; ranges the next may be the cheaper (%1 against %2): run the pilot on both before reserving.</translation>
    </message>
    <message>
        <source>%1–%2 %3</source>
        <translation>%1–%2 %3</translation>
    </message>
    <message>
        <source>the fewest GPUs that keep the %1 memory margin (%2 of %3 per GPU at the peak); among GPUs needing as few, those with measured kernels first, it finishes first. No GPU that fits has a price, so cost cannot decide.</source>
        <translation>the fewest GPUs that keep the %1 memory margin (%2 of %3 per GPU at the peak); among GPUs needing as few, those with measured kernels first, it finishes first. No GPU that fits has a price, so cost cannot decide.</translation>
    </message>
    <message>
        <source>Next: %1, %2 and %3 to the result; it is the smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first).</source>
        <translation>Next: %1, %2 and %3 to the result; it is the smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first).</translation>
    </message>
    <message>
        <source>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1: %2 to the result, for %3.</source>
        <translation>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1: %2 to the result, for %3.</translation>
    </message>
    <message>
        <source>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1; it has no price.</source>
        <translation>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1; it has no price.</translation>
    </message>
    <message>
        <source>Under %1 the same run would rent %2 for %3, %4 to the result (its stack&apos;s planning priors: run the pilot under it before choosing it).</source>
        <translation>Under %1 the same run would rent %2 for %3, %4 to the result (its stack&apos;s planning priors: run the pilot under it before choosing it).</translation>
    </message>
</context>
<context>
    <name>DecisionChecklist</name>
    <message>
        <source>No memory budget: the run card could not be planned.</source>
        <translation>No memory budget: the run card could not be planned.</translation>
    </message>
    <message>
        <source>Predicted %1 of %2 usable; the %3 margin is not kept.</source>
        <translation>Predicted %1 of %2 usable; the %3 margin is not kept.</translation>
    </message>
    <message>
        <source>The pilot measured %1 on the card; the %2 margin of %3 is not kept.</source>
        <translation>The pilot measured %1 on the card; the %2 margin of %3 is not kept.</translation>
    </message>
    <message>
        <source>The pilot did not complete its measured steps (%1).</source>
        <translation>The pilot did not complete its measured steps (%1).</translation>
    </message>
    <message>
        <source>no status</source>
        <translation>no status</translation>
    </message>
    <message numerus="yes">
        <source>Predicted to fit with %1 headroom; the pilot completed %n measured step(s).</source>
        <translation>
            <numerusform>Predicted to fit with %1 headroom; the pilot completed %n measured step.</numerusform>
            <numerusform>Predicted to fit with %1 headroom; the pilot completed %n measured steps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Predicted to fit with %1 headroom; run the pilot to confirm it on real batches.</source>
        <translation>Predicted to fit with %1 headroom; run the pilot to confirm it on real batches.</translation>
    </message>
    <message>
        <source>The scaling step failed.</source>
        <translation>The scaling step failed.</translation>
    </message>
    <message>
        <source>No pilot results, so no restore proof.</source>
        <translation>No pilot results, so no restore proof.</translation>
    </message>
    <message>
        <source>The pilot did not prove a restore.</source>
        <translation>The pilot did not prove a restore.</translation>
    </message>
    <message>
        <source>A new process restored model, optimizer, scheduler, random state and data position and continued bit-exactly.</source>
        <translation>A new process restored model, optimizer, scheduler, random state and data position and continued bit-exactly.</translation>
    </message>
    <message>
        <source>The restored process did not continue bit-exactly. %1</source>
        <translation>The restored process did not continue bit-exactly. %1</translation>
    </message>
    <message>
        <source>Reserved: %1</source>
        <translation>Reserved: %1</translation>
    </message>
    <message>
        <source>Ready to reserve: the first three stages passed.</source>
        <translation>Ready to reserve: the first three stages passed.</translation>
    </message>
    <message>
        <source>Reserve only after the first three stages pass.</source>
        <translation>Reserve only after the first three stages pass.</translation>
    </message>
    <message>
        <source>Memory budget fits with margin</source>
        <translation>Memory budget fits with margin</translation>
    </message>
    <message>
        <source>Scaling step measured</source>
        <translation>Scaling step measured</translation>
    </message>
    <message>
        <source>Restore proven</source>
        <translation>Restore proven</translation>
    </message>
    <message>
        <source>Period reserved</source>
        <translation>Period reserved</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pending</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>planner</source>
        <translation>planner</translation>
    </message>
    <message>
        <source>The GPU cannot run this run card: %1</source>
        <translation>The GPU cannot run this run card: %1</translation>
    </message>
    <message>
        <source>The pilot&apos;s results cannot be read, so no restore proof: %1</source>
        <translation>The pilot&apos;s results cannot be read, so no restore proof: %1</translation>
    </message>
    <message>
        <source>The baseline folder holds no finished pilot.</source>
        <translation>The baseline folder holds no finished pilot.</translation>
    </message>
    <message>
        <source>The baseline ran on several ranks; it must be one process.</source>
        <translation>The baseline ran on several ranks; it must be one process.</translation>
    </message>
    <message>
        <source>The multi-rank pilot did not finish.</source>
        <translation>The multi-rank pilot did not finish.</translation>
    </message>
    <message>
        <source>The baseline is another run (model, method, precision, sequence length or depth differ).</source>
        <translation>The baseline is another run (model, method, precision, sequence length or depth differ).</translation>
    </message>
    <message>
        <source>The ranks&apos; effective batch differs from the baseline&apos;s; divide the gradient accumulation by the number of ranks.</source>
        <translation>The ranks&apos; effective batch differs from the baseline&apos;s; divide the gradient accumulation by the number of ranks.</translation>
    </message>
    <message>
        <source>No step has a loss in both runs.</source>
        <translation>No step has a loss in both runs.</translation>
    </message>
    <message>
        <source>The ranks&apos; losses differ from the baseline&apos;s beyond the tolerance.</source>
        <translation>The ranks&apos; losses differ from the baseline&apos;s beyond the tolerance.</translation>
    </message>
    <message>
        <source>No scaling result on file (expected %1 beside the pilot results; %2 writes it from the ranks and the single-process pilot&apos;s folder).</source>
        <translation>No scaling result on file (expected %1 beside the pilot results; %2 writes it from the ranks and the single-process pilot&apos;s folder).</translation>
    </message>
    <message>
        <source>%1 CPU ranks</source>
        <translation>%1 CPU ranks</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>Measured on %1 at %2 scaling efficiency.</source>
        <translation>Measured on %1 at %2 scaling efficiency.</translation>
    </message>
    <message>
        <source>Measured on %1.</source>
        <translation>Measured on %1.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>cannot open the file for reading</source>
        <translation>cannot open the file for reading</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>file not found</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>is a directory, not a file</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>cannot read the file</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML syntax error: %1</translation>
    </message>
    <message>
        <source>the file is empty; a run card starts with &apos;runcard: 1&apos;</source>
        <translation>the file is empty; a run card starts with &apos;runcard: 1&apos;</translation>
    </message>
    <message>
        <source>a run card must be a YAML mapping of sections</source>
        <translation>a run card must be a YAML mapping of sections</translation>
    </message>
    <message>
        <source>must be a mapping of keys</source>
        <translation>must be a mapping of keys</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>unknown key &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>unknown key &apos;%1&apos;; did you mean &apos;%2&apos;?</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;; it is first given at line %2, column %3</source>
        <translation>duplicate key &apos;%1&apos;; it is first given at line %2, column %3</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>missing; the first line of a v1 card is &apos;runcard: 1&apos;</source>
        <translation>missing; the first line of a v1 card is &apos;runcard: 1&apos;</translation>
    </message>
    <message>
        <source>missing; name a preset, hf_config or local_dir</source>
        <translation>missing; name a preset, hf_config or local_dir</translation>
    </message>
    <message>
        <source>give only one of %1</source>
        <translation>give only one of %1</translation>
    </message>
    <message>
        <source>expected an integer, got &apos;%1&apos;</source>
        <translation>expected an integer, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>expected a number, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>expected true or false, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected text, got &apos;%1&apos;</source>
        <translation>expected text, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a list of text, got &apos;%1&apos;</source>
        <translation>expected a list of text, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a list of names (%2), got &apos;%1&apos;</source>
        <translation>expected a list of names (%2), got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>each item must be one name (%2), got &apos;%1&apos;</source>
        <translation>each item must be one name (%2), got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>must be a finite number</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>must be a whole number</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos; (one of: %2)</source>
        <translation>unknown value &apos;%1&apos; (one of: %2)</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos;; did you mean &apos;%2&apos;? (one of: %3)</source>
        <translation>unknown value &apos;%1&apos;; did you mean &apos;%2&apos;? (one of: %3)</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>must be at least %1</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>must be greater than %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>must be at most %1</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>must be less than %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>must not be negative</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>must be between %1 and %2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>name at least one value</source>
        <translation>name at least one value</translation>
    </message>
    <message>
        <source>lists &apos;%1&apos; twice</source>
        <translation>lists &apos;%1&apos; twice</translation>
    </message>
    <message>
        <source>unsupported schema version %1; this Runcard reads version %2</source>
        <translation>unsupported schema version %1; this Runcard reads version %2</translation>
    </message>
    <message>
        <source>name a preset, hf_config or local_dir, or give the full architecture (layers, hidden_size, intermediate_size, attention_heads, vocab_size)</source>
        <translation>name a preset, hf_config or local_dir, or give the full architecture (layers, hidden_size, intermediate_size, attention_heads, vocab_size)</translation>
    </message>
    <message>
        <source>must divide %1 (%2)</source>
        <translation>must divide %1 (%2)</translation>
    </message>
    <message>
        <source>must divide hidden_size unless head_dim is given</source>
        <translation>must divide hidden_size unless head_dim is given</translation>
    </message>
    <message>
        <source>QLoRA computes in 16 bit; use bf16-mixed, bf16 or fp16-mixed</source>
        <translation>QLoRA computes in 16 bit; use bf16-mixed, bf16 or fp16-mixed</translation>
    </message>
    <message>
        <source>&apos;single&apos; runs on one GPU; choose ddp, a zero stage or an fsdp strategy for %1 GPUs</source>
        <translation>&apos;single&apos; runs on one GPU; choose ddp, a zero stage or an fsdp strategy for %1 GPUs</translation>
    </message>
    <message>
        <source>cannot be combined with gradient_accumulation &gt; 1</source>
        <translation>cannot be combined with gradient_accumulation &gt; 1</translation>
    </message>
    <message>
        <source>needs data.tokens, the tokens in one epoch</source>
        <translation>needs data.tokens, the tokens in one epoch</translation>
    </message>
    <message>
        <source>expected KEY=VALUE, e.g. training.micro_batch=4</source>
        <translation>expected KEY=VALUE, e.g. training.micro_batch=4</translation>
    </message>
    <message>
        <source>the value is not valid YAML: %1</source>
        <translation>the value is not valid YAML: %1</translation>
    </message>
    <message>
        <source>%1 is not offered by %2 (%3)</source>
        <translation>%1 is not offered by %2 (%3)</translation>
    </message>
    <message>
        <source>needs %1 in %2 (%3)</source>
        <translation>needs %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>%2 cannot combine it with %1 (%3)</source>
        <translation>%2 cannot combine it with %1 (%3)</translation>
    </message>
    <message>
        <source>must be at most %1, the value of %2</source>
        <translation>must be at most %1, the value of %2</translation>
    </message>
    <message>
        <source>fsdp-hybrid shards inside a node and replicates across nodes; it needs at least 2 nodes (use fsdp-full on one node)</source>
        <translation>fsdp-hybrid shards inside a node and replicates across nodes; it needs at least 2 nodes (use fsdp-full on one node)</translation>
    </message>
    <message>
        <source>tensor_parallel × pipeline_parallel × context_parallel = %1 must divide the %2 GPUs; the data-parallel degree is what remains</source>
        <translation>tensor_parallel × pipeline_parallel × context_parallel = %1 must divide the %2 GPUs; the data-parallel degree is what remains</translation>
    </message>
    <message>
        <source>context_parallel %1 splits each sequence into 2 × %1 chunks for causal load balance; sequence_length must be a multiple of %2</source>
        <translation>context_parallel %1 splits each sequence into 2 × %1 chunks for causal load balance; sequence_length must be a multiple of %2</translation>
    </message>
    <message>
        <source>tensor_parallel %1 must divide the model&apos;s %2 attention heads and %3 key/value heads</source>
        <translation>tensor_parallel %1 must divide the model&apos;s %2 attention heads and %3 key/value heads</translation>
    </message>
    <message>
        <source>virtual_stages &gt; 1 needs pipeline_schedule: interleaved-1f1b and pipeline_parallel &gt; 1</source>
        <translation>virtual_stages &gt; 1 needs pipeline_schedule: interleaved-1f1b and pipeline_parallel &gt; 1</translation>
    </message>
    <message>
        <source>the interleaved schedule needs pipeline_parallel &gt; 1 and virtual_stages &gt; 1</source>
        <translation>the interleaved schedule needs pipeline_parallel &gt; 1 and virtual_stages &gt; 1</translation>
    </message>
    <message>
        <source>the interleaved schedule runs micro-batches in groups of pipeline_parallel: gradient_accumulation must be a multiple of %1</source>
        <translation>the interleaved schedule runs micro-batches in groups of pipeline_parallel: gradient_accumulation must be a multiple of %1</translation>
    </message>
    <message>
        <source>expert_parallel %1 must divide the %2 GPUs of the data-parallel × context-parallel group, from which the expert-parallel ranks are taken</source>
        <translation>expert_parallel %1 must divide the %2 GPUs of the data-parallel × context-parallel group, from which the expert-parallel ranks are taken</translation>
    </message>
    <message>
        <source>%1 needs tensor cores that %2 does not have; GPUs of the catalog that support it: %3</source>
        <translation>%1 needs tensor cores that %2 does not have; GPUs of the catalog that support it: %3</translation>
    </message>
    <message>
        <source>expert_parallel %1 must divide the model&apos;s %2 routed experts (a dense model has none)</source>
        <translation>expert_parallel %1 must divide the model&apos;s %2 routed experts (a dense model has none)</translation>
    </message>
    <message>
        <source>a collectives table</source>
        <translation>a collectives table</translation>
    </message>
    <message>
        <source>file not found (a folder on the way is a file)</source>
        <translation>file not found (a folder on the way is a file)</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>cannot open the file: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>is a FIFO (named pipe), not a regular file</source>
        <translation>is a FIFO (named pipe), not a regular file</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>is a socket, not a regular file</translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation>is a device, not a regular file</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>is not a regular file</translation>
    </message>
    <message>
        <source>the file ends at byte %1, %2 bytes early (truncated?)</source>
        <translation>the file ends at byte %1, %2 bytes early (truncated?)</translation>
    </message>
    <message>
        <source>the file is %1; %2 is at most %3</source>
        <translation>the file is %1; %2 is at most %3</translation>
    </message>
    <message>
        <source>the file is larger than %1; %2 is at most %1</source>
        <translation>the file is larger than %1; %2 is at most %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the file is empty; expected %1</source>
        <translation>the file is empty; expected %1</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>nested too deeply (more than %1 levels)</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>malformed JSON: %1</translation>
    </message>
    <message>
        <source>written by a newer runcard-pilot (protocol %1); this Runcard reads up to protocol %2</source>
        <translation>written by a newer runcard-pilot (protocol %1); this Runcard reads up to protocol %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>not a JSON object</translation>
    </message>
    <message>
        <source>is %1, outside %2 to %3</source>
        <translation>is %1, outside %2 to %3</translation>
    </message>
    <message>
        <source>missing beside events.ndjson: the pilot did not finish</source>
        <translation>missing beside events.ndjson: the pilot did not finish</translation>
    </message>
    <message>
        <source>not a pilot summary (no JSON object)</source>
        <translation>not a pilot summary (no JSON object)</translation>
    </message>
    <message>
        <source>belongs to run %1, but events.ndjson to run %2; the two are from different pilots</source>
        <translation>belongs to run %1, but events.ndjson to run %2; the two are from different pilots</translation>
    </message>
    <message>
        <source>belongs to a pilot of card %1, but events.ndjson to one of card %2; the two are from different pilots</source>
        <translation>belongs to a pilot of card %1, but events.ndjson to one of card %2; the two are from different pilots</translation>
    </message>
    <message>
        <source>running: the pilot did not finish (killed, crashed, or still running)</source>
        <translation>running: the pilot did not finish (killed, crashed, or still running)</translation>
    </message>
    <message>
        <source>ends before the pilot&apos;s end event: the run did not finish</source>
        <translation>ends before the pilot&apos;s end event: the run did not finish</translation>
    </message>
    <message>
        <source>a GPU catalog</source>
        <translation>a GPU catalog</translation>
    </message>
    <message>
        <source>a config.json</source>
        <translation>a config.json</translation>
    </message>
    <message>
        <source>a pilot summary</source>
        <translation>a pilot summary</translation>
    </message>
    <message>
        <source>a pilot event log</source>
        <translation>a pilot event log</translation>
    </message>
    <message>
        <source>a model preset</source>
        <translation>a model preset</translation>
    </message>
    <message>
        <source>a price catalog</source>
        <translation>a price catalog</translation>
    </message>
    <message>
        <source>a price catalog must be a mapping</source>
        <translation>a price catalog must be a mapping</translation>
    </message>
    <message>
        <source>missing; write &apos;price_catalog: 1&apos; first</source>
        <translation>missing; write &apos;price_catalog: 1&apos; first</translation>
    </message>
    <message>
        <source>missing; every price table carries the date of its figures</source>
        <translation>missing; every price table carries the date of its figures</translation>
    </message>
    <message>
        <source>must be a fraction in [0, 1)</source>
        <translation>must be a fraction in [0, 1)</translation>
    </message>
    <message>
        <source>a price cannot be negative; leave it out when it is unknown</source>
        <translation>a price cannot be negative; leave it out when it is unknown</translation>
    </message>
    <message>
        <source>must lie between 0 and the price</source>
        <translation>must lie between 0 and the price</translation>
    </message>
    <message>
        <source>must not be below the price</source>
        <translation>must not be below the price</translation>
    </message>
    <message>
        <source>must be a list of rows (- gpus: 1, period: hour, ...)</source>
        <translation>must be a list of rows (- gpus: 1, period: hour, ...)</translation>
    </message>
    <message>
        <source>missing; the card count this row prices</source>
        <translation>missing; the card count this row prices</translation>
    </message>
    <message>
        <source>missing; one of hour, day, week, month</source>
        <translation>missing; one of hour, day, week, month</translation>
    </message>
    <message>
        <source>missing; one of gb-month, gb, gpu-hour, hour, compute-fraction, once</source>
        <translation>missing; one of gb-month, gb, gpu-hour, hour, compute-fraction, once</translation>
    </message>
    <message>
        <source>has no price; give on_demand, reserved or spot</source>
        <translation>has no price; give on_demand, reserved or spot</translation>
    </message>
    <message>
        <source>repeats the %1-GPU %2 row of %3</source>
        <translation>repeats the %1-GPU %2 row of %3</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (one of: %3)</source>
        <translation>unknown %1 &apos;%2&apos; (one of: %3)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; did you mean &apos;%3&apos;?</source>
        <translation>unknown %1 &apos;%2&apos;; did you mean &apos;%3&apos;?</translation>
    </message>
    <message>
        <source>unknown source &apos;%1&apos;; list it under sources</source>
        <translation>unknown source &apos;%1&apos;; list it under sources</translation>
    </message>
    <message>
        <source>unknown source &apos;%1&apos;; list it under sources or did you mean &apos;%2&apos;?</source>
        <translation>unknown source &apos;%1&apos;; list it under sources or did you mean &apos;%2&apos;?</translation>
    </message>
    <message>
        <source>card count</source>
        <translation>card count</translation>
    </message>
    <message>
        <source>period</source>
        <translation>period</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unit</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>collective</translation>
    </message>
    <message>
        <source>expected a mapping of %1</source>
        <translation>expected a mapping of %1</translation>
    </message>
    <message>
        <source>missing or 0</source>
        <translation>missing or 0</translation>
    </message>
    <message>
        <source>needs at least bf16 or fp32 greater than 0</source>
        <translation>needs at least bf16 or fp32 greater than 0</translation>
    </message>
    <message>
        <source>%1 must be greater than 0 where peak_tflops.%1 is</source>
        <translation>%1 must be greater than 0 where peak_tflops.%1 is</translation>
    </message>
    <message>
        <source>expected a GPU entry</source>
        <translation>expected a GPU entry</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; in this file</source>
        <translation>duplicate id &apos;%1&apos; in this file</translation>
    </message>
    <message>
        <source>expected a mapping: one GPU&apos;s entry, or a &apos;gpus&apos; list</source>
        <translation>expected a mapping: one GPU&apos;s entry, or a &apos;gpus&apos; list</translation>
    </message>
    <message>
        <source>missing: a catalog file holds one GPU&apos;s entry (with its id) or a &apos;gpus&apos; list</source>
        <translation>missing: a catalog file holds one GPU&apos;s entry (with its id) or a &apos;gpus&apos; list</translation>
    </message>
    <message>
        <source>expected a list of GPU entries</source>
        <translation>expected a list of GPU entries</translation>
    </message>
    <message>
        <source>no GPU catalog files (*.yaml) found: the installation is incomplete or RUNCARD_RESOURCES points elsewhere</source>
        <translation>no GPU catalog files (*.yaml) found: the installation is incomplete or RUNCARD_RESOURCES points elsewhere</translation>
    </message>
    <message>
        <source>a bundled catalog file holds one GPU, with an id no other bundled file has</source>
        <translation>a bundled catalog file holds one GPU, with an id no other bundled file has</translation>
    </message>
    <message>
        <source>must be at most %1 (%2)</source>
        <translation>must be at most %1 (%2)</translation>
    </message>
    <message>
        <source>must be less than %1 (%2)</source>
        <translation>must be less than %1 (%2)</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (%2)</source>
        <translation>must be between 1 and %1 (%2)</translation>
    </message>
    <message>
        <source>must be greater than 0 with experts</source>
        <translation>must be greater than 0 with experts</translation>
    </message>
    <message>
        <source>expected a mapping of preset fields</source>
        <translation>expected a mapping of preset fields</translation>
    </message>
    <message>
        <source>must match the file name (&apos;%1&apos;)</source>
        <translation>must match the file name (&apos;%1&apos;)</translation>
    </message>
    <message>
        <source>expected a mapping of architecture fields</source>
        <translation>expected a mapping of architecture fields</translation>
    </message>
    <message>
        <source>not a directory of model presets</source>
        <translation>not a directory of model presets</translation>
    </message>
    <message>
        <source>the shape is too large: its parameter count overflows</source>
        <translation>the shape is too large: its parameter count overflows</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (runcard-cli models lists the presets)</source>
        <translation>unknown preset &apos;%1&apos; (runcard-cli models lists the presets)</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli models lists the presets)</source>
        <translation>unknown preset &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli models lists the presets)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos; (runcard-cli gpus lists the catalog)</source>
        <translation>unknown GPU &apos;%1&apos; (runcard-cli gpus lists the catalog)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli gpus lists the catalog)</source>
        <translation>unknown GPU &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli gpus lists the catalog)</translation>
    </message>
    <message>
        <source>cannot import the model</source>
        <translation>cannot import the model</translation>
    </message>
    <message>
        <source>expected a collectives.json object</source>
        <translation>expected a collectives.json object</translation>
    </message>
    <message>
        <source>expected a list of measurements</source>
        <translation>expected a list of measurements</translation>
    </message>
    <message>
        <source>expected a measurement</source>
        <translation>expected a measurement</translation>
    </message>
    <message>
        <source>expected a text or a mapping of languages (en, tr) to texts</source>
        <translation>expected a text or a mapping of languages (en, tr) to texts</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>expected a text</translation>
    </message>
    <message>
        <source>missing: every text needs its English version</source>
        <translation>missing: every text needs its English version</translation>
    </message>
    <message>
        <source>expected a list of texts</source>
        <translation>expected a list of texts</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>expected %1, got %2</translation>
    </message>
    <message>
        <source>expected an integer, got the string &quot;%1&quot;</source>
        <translation>expected an integer, got the string &quot;%1&quot;</translation>
    </message>
    <message>
        <source>only an empty list is supported</source>
        <translation>only an empty list is supported</translation>
    </message>
    <message>
        <source>expected one full_attention layer every n layers, the others sliding_attention, for each of the %1 layers</source>
        <translation>expected one full_attention layer every n layers, the others sliding_attention, for each of the %1 layers</translation>
    </message>
    <message>
        <source>missing and hidden_act is not silu; known types: %1 (or give the shape in model.architecture)</source>
        <translation>missing and hidden_act is not silu; known types: %1 (or give the shape in model.architecture)</translation>
    </message>
    <message>
        <source>unknown model type &apos;%1&apos; and hidden_act is not silu; known types: %2 (or give the shape in model.architecture)</source>
        <translation>unknown model type &apos;%1&apos; and hidden_act is not silu; known types: %2 (or give the shape in model.architecture)</translation>
    </message>
    <message>
        <source>mixture-of-experts layers of model type &apos;%1&apos; are not supported; known mixture-of-experts types: %2</source>
        <translation>mixture-of-experts layers of model type &apos;%1&apos; are not supported; known mixture-of-experts types: %2</translation>
    </message>
    <message>
        <source>the tensors&apos; element count overflows</source>
        <translation>the tensors&apos; element count overflows</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>expected a JSON object</translation>
    </message>
    <message>
        <source>not a model folder (no such directory)</source>
        <translation>not a model folder (no such directory)</translation>
    </message>
    <message>
        <source>no *.safetensors files (use model.hf_config for a config.json alone)</source>
        <translation>no *.safetensors files (use model.hf_config for a config.json alone)</translation>
    </message>
    <message>
        <source>cannot read the pilot&apos;s summary</source>
        <translation>cannot read the pilot&apos;s summary</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true or false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>an integer</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>%1 comes in machines of at most %2 GPUs; the card puts %3 in each: use more nodes</source>
        <translation>%1 comes in machines of at most %2 GPUs; the card puts %3 in each: use more nodes</translation>
    </message>
    <message>
        <source>a paged optimizer steps on the GPU from CUDA unified memory; with hardware.cpu_offload the optimizer steps on the host instead: choose one</source>
        <translation>a paged optimizer steps on the GPU from CUDA unified memory; with hardware.cpu_offload the optimizer steps on the host instead: choose one</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; did you mean one of %2? (runcard-cli models lists the presets)</source>
        <translation>unknown preset &apos;%1&apos;; did you mean one of %2? (runcard-cli models lists the presets)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; did you mean one of %2? (runcard-cli gpus lists the catalog)</source>
        <translation>unknown GPU &apos;%1&apos;; did you mean one of %2? (runcard-cli gpus lists the catalog)</translation>
    </message>
    <message>
        <source>pipeline_parallel × virtual_stages = %1 is more than the model&apos;s %2 layers: every chunk needs one</source>
        <translation>pipeline_parallel × virtual_stages = %1 is more than the model&apos;s %2 layers: every chunk needs one</translation>
    </message>
    <message>
        <source>fp8 storage holds the linear weights as FP8 tensors for FP8 matmuls (Megatron/NeMo fp8_params); use it as weights_dtype with method full or lora and precision fp8-mixed, fp8-current or mxfp8</source>
        <translation>fp8 storage holds the linear weights as FP8 tensors for FP8 matmuls (Megatron/NeMo fp8_params); use it as weights_dtype with method full or lora and precision fp8-mixed, fp8-current or mxfp8</translation>
    </message>
    <message>
        <source>%1 is refused: with transformers 5 (%2), LoRA reaches the routed experts of this mixture-of-experts model through PEFT&apos;s ParamWrapper, which takes no dropout and no DoRA (%3); training.moe_experts: loop stands for transformers 4&apos;s per-expert linears</source>
        <translation>%1 is refused: with transformers 5 (%2), LoRA reaches the routed experts of this mixture-of-experts model through PEFT&apos;s ParamWrapper, which takes no dropout and no DoRA (%3); training.moe_experts: loop stands for transformers 4&apos;s per-expert linears</translation>
    </message>
    <message>
        <source>packed rows that attend per document need the mean document length: data.mean_tokens, or data.path to measure it</source>
        <translation>packed rows that attend per document need the mean document length: data.mean_tokens, or data.path to measure it</translation>
    </message>
    <message>
        <source>context_parallel %1 over all-to-all splits each sequence into %1 shards; sequence_length must be a multiple of %1</source>
        <translation>context_parallel %1 over all-to-all splits each sequence into %1 shards; sequence_length must be a multiple of %1</translation>
    </message>
    <message>
        <source>the all-to-all exchange gives each of the context_parallel %1 GPUs whole heads: it must divide the %2 attention heads of a tensor-parallel rank, and divide or be a multiple of its %3 key/value heads</source>
        <translation>the all-to-all exchange gives each of the context_parallel %1 GPUs whole heads: it must divide the %2 attention heads of a tensor-parallel rank, and divide or be a multiple of its %3 key/value heads</translation>
    </message>
    <message>
        <source>%1 × %2 must be a whole number (%3)</source>
        <translation>%1 × %2 must be a whole number (%3)</translation>
    </message>
    <message>
        <source>must equal hidden_size (%1): an embedding narrower than the blocks and its projections are not modelled</source>
        <translation>must equal hidden_size (%1): an embedding narrower than the blocks and its projections are not modelled</translation>
    </message>
    <message>
        <source>only the list that %1 gives for the %2 layers is modelled (or leave it out)</source>
        <translation>only the list that %1 gives for the %2 layers is modelled (or leave it out)</translation>
    </message>
    <message>
        <source>sequence_length × micro_batch ÷ context_parallel is %1 tokens; at most %2 tokens per GPU and pass are planned</source>
        <translation>sequence_length × micro_batch ÷ context_parallel is %1 tokens; at most %2 tokens per GPU and pass are planned</translation>
    </message>
    <message>
        <source>eager attention keeps every score of the sequence; with it sequence_length is at most %1 tokens</source>
        <translation>eager attention keeps every score of the sequence; with it sequence_length is at most %1 tokens</translation>
    </message>
    <message>
        <source>qlora needs NF4 kernels that LibTorch does not have; the pilot runs full or lora</source>
        <translation>qlora needs NF4 kernels that LibTorch does not have; the pilot runs full or lora</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs adamw, sgd and sgd-momentum</source>
        <translation>%1 is not implemented by the pilot; it runs adamw, sgd and sgd-momentum</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs fp32, tf32, bf16-mixed and bf16</source>
        <translation>%1 is not implemented by the pilot; it runs fp32, tf32, bf16-mixed and bf16</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs none or full (per block)</source>
        <translation>%1 is not implemented by the pilot; it runs none or full (per block)</translation>
    </message>
    <message>
        <source>%1 weights are not what the pilot keeps under %2 (%3)</source>
        <translation>%1 weights are not what the pilot keeps under %2 (%3)</translation>
    </message>
    <message>
        <source>the pilot&apos;s adapters are plain LoRA on the blocks&apos; projections</source>
        <translation>the pilot&apos;s adapters are plain LoRA on the blocks&apos; projections</translation>
    </message>
    <message>
        <source>the pilot does not offload activations</source>
        <translation>the pilot does not offload activations</translation>
    </message>
    <message>
        <source>the pilot&apos;s packed rows attend as one sequence (its decoder has no document mask)</source>
        <translation>the pilot&apos;s packed rows attend as one sequence (its decoder has no document mask)</translation>
    </message>
    <message>
        <source>the pilot reads its batches in file order; it pads to the longest in the batch or to sequence_length</source>
        <translation>the pilot reads its batches in file order; it pads to the longest in the batch or to sequence_length</translation>
    </message>
    <message>
        <source>the pilot steps the optimizer after backward</source>
        <translation>the pilot steps the optimizer after backward</translation>
    </message>
    <message>
        <source>micro_batch, gradient_accumulation must be at least 1 and sequence_length at least 2</source>
        <translation>micro_batch, gradient_accumulation must be at least 1 and sequence_length at least 2</translation>
    </message>
    <message>
        <source>this runcard-pilot was built without SentencePiece; remove data.tokenizer to train on byte-level tokens</source>
        <translation>this runcard-pilot was built without SentencePiece; remove data.tokenizer to train on byte-level tokens</translation>
    </message>
    <message>
        <source>the limit is enforced by the CPU tracking allocator; on %1 the device&apos;s own capacity is the limit</source>
        <translation>the limit is enforced by the CPU tracking allocator; on %1 the device&apos;s own capacity is the limit</translation>
    </message>
    <message>
        <source>the pilot loads the weights of dense decoders only; a mixture-of-experts model (%1 experts) is piloted from its architecture</source>
        <translation>the pilot loads the weights of dense decoders only; a mixture-of-experts model (%1 experts) is piloted from its architecture</translation>
    </message>
    <message>
        <source>the pilot loads Llama-style attention weights only; a latent-attention model is piloted from its architecture</source>
        <translation>the pilot loads Llama-style attention weights only; a latent-attention model is piloted from its architecture</translation>
    </message>
    <message>
        <source>no target exists in this model (a GELU MLP has no gate projection): nothing would train</source>
        <translation>no target exists in this model (a GELU MLP has no gate projection): nothing would train</translation>
    </message>
</context>
<context>
    <name>EnumNames</name>
    <message>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8-bit</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 mixed</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 mixed</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>Pure BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 mixed</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Eager (unfused)</source>
        <translation>Eager (unfused)</translation>
    </message>
    <message>
        <source>SDPA</source>
        <translation>SDPA</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Chunked</source>
        <translation>Chunked</translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation>Single GPU</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>FSDP (full shard)</source>
        <translation>FSDP (full shard)</translation>
    </message>
    <message>
        <source>FSDP (grad and optimizer shard)</source>
        <translation>FSDP (grad and optimizer shard)</translation>
    </message>
    <message>
        <source>FSDP (hybrid shard)</source>
        <translation>FSDP (hybrid shard)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimizer steps</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Hugging Face Transformers</source>
        <translation>Hugging Face Transformers</translation>
    </message>
    <message>
        <source>LitGPT</source>
        <translation>LitGPT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>Runcard pilot</source>
        <translation>Runcard pilot</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Constant</translation>
    </message>
    <message>
        <source>Linear decay</source>
        <translation>Linear decay</translation>
    </message>
    <message>
        <source>Cosine decay</source>
        <translation>Cosine decay</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserved</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Hour</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Week</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>AdamW 8-bit (bitsandbytes)</source>
        <translation>AdamW 8-bit (bitsandbytes)</translation>
    </message>
    <message>
        <source>AdamW 4-bit (torchao)</source>
        <translation>AdamW 4-bit (torchao)</translation>
    </message>
    <message>
        <source>Paged AdamW 32-bit</source>
        <translation>Paged AdamW 32-bit</translation>
    </message>
    <message>
        <source>AdamW 8-bit (torchao)</source>
        <translation>AdamW 8-bit (torchao)</translation>
    </message>
    <message>
        <source>Fused kernel</source>
        <translation>Fused kernel</translation>
    </message>
    <message>
        <source>For-loop</source>
        <translation>For-loop</translation>
    </message>
    <message>
        <source>Selective (attention core)</source>
        <translation>Selective (attention core)</translation>
    </message>
    <message>
        <source>Full (every block)</source>
        <translation>Full (every block)</translation>
    </message>
    <message>
        <source>Op-level selective</source>
        <translation>Op-level selective</translation>
    </message>
    <message>
        <source>Every k-th block</source>
        <translation>Every k-th block</translation>
    </message>
    <message>
        <source>First N blocks</source>
        <translation>First N blocks</translation>
    </message>
    <message>
        <source>As the precision</source>
        <translation>As the precision</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Streamed into place</source>
        <translation>Streamed into place</translation>
    </message>
    <message>
        <source>Whole model on every GPU</source>
        <translation>Whole model on every GPU</translation>
    </message>
    <message>
        <source>Broadcast from rank 0</source>
        <translation>Broadcast from rank 0</translation>
    </message>
    <message>
        <source>Fused linear (Liger)</source>
        <translation>Fused linear (Liger)</translation>
    </message>
    <message>
        <source>Cut Cross-Entropy</source>
        <translation>Cut Cross-Entropy</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>KempnerForge</source>
        <translation>KempnerForge</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>Interleaved 1F1B</translation>
    </message>
    <message>
        <source>GPipe (all forward first)</source>
        <translation>GPipe (all forward first)</translation>
    </message>
    <message>
        <source>From the framework</source>
        <translation>From the framework</translation>
    </message>
    <message>
        <source>Hugging Face Trainer (eager)</source>
        <translation>Hugging Face Trainer (eager)</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>LitGPT (Lightning)</source>
        <translation>LitGPT (Lightning)</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan (FSDP2)</translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo with Transformer Engine</source>
        <translation>Megatron-Core / NeMo with Transformer Engine</translation>
    </message>
    <message>
        <source>LibTorch eager (Runcard pilot)</source>
        <translation>LibTorch eager (Runcard pilot)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>FP8, current scaling</source>
        <translation>FP8, current scaling</translation>
    </message>
    <message>
        <source>MXFP8</source>
        <translation>MXFP8</translation>
    </message>
    <message>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <source>To the longest in the batch</source>
        <translation>To the longest in the batch</translation>
    </message>
    <message>
        <source>To the sequence length</source>
        <translation>To the sequence length</translation>
    </message>
    <message>
        <source>Length-grouped batches</source>
        <translation>Length-grouped batches</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>Rotary (RoPE)</source>
        <translation>Rotary (RoPE)</translation>
    </message>
    <message>
        <source>Learned absolute</source>
        <translation>Learned absolute</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>Fused softmax kernel (flash-attn, Apex)</source>
        <translation>Fused softmax kernel (flash-attn, Apex)</translation>
    </message>
    <message>
        <source>On the adapter input</source>
        <translation>On the adapter input</translation>
    </message>
    <message>
        <source>On the adapter output</source>
        <translation>On the adapter output</translation>
    </message>
    <message>
        <source>The framework&apos;s own</source>
        <translation>The framework&apos;s own</translation>
    </message>
    <message>
        <source>Fused norm kernel</source>
        <translation>Fused norm kernel</translation>
    </message>
    <message>
        <source>Liger Kernel</source>
        <translation>Liger Kernel</translation>
    </message>
    <message>
        <source>FlashAttention in Triton (2023)</source>
        <translation>FlashAttention in Triton (2023)</translation>
    </message>
    <message>
        <source>LLM Foundry (Composer)</source>
        <translation>LLM Foundry (Composer)</translation>
    </message>
    <message>
        <source>The framework&apos;s default</source>
        <translation>The framework&apos;s default</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The base weights&apos; dtype</source>
        <translation>The base weights&apos; dtype</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>SDPA through cuDNN</source>
        <translation>SDPA through cuDNN</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>All-to-all per expert</source>
        <translation>All-to-all per expert</translation>
    </message>
    <message>
        <source>DeepEP, once per GPU</source>
        <translation>DeepEP, once per GPU</translation>
    </message>
    <message>
        <source>Uniformly at random</source>
        <translation>Uniformly at random</translation>
    </message>
    <message>
        <source>Adjacent experts</source>
        <translation>Adjacent experts</translation>
    </message>
    <message>
        <source>Whole layer</source>
        <translation>Whole layer</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Dense MLP</source>
        <translation>Dense MLP</translation>
    </message>
    <message>
        <source>MoE layer (drop-and-pad)</source>
        <translation>MoE layer (drop-and-pad)</translation>
    </message>
    <message>
        <source>MoE up to the router</source>
        <translation>MoE up to the router</translation>
    </message>
    <message>
        <source>MoE token preprocessing</source>
        <translation>MoE token preprocessing</translation>
    </message>
    <message>
        <source>Whole iteration</source>
        <translation>Whole iteration</translation>
    </message>
    <message>
        <source>As the framework runs them</source>
        <translation>As the framework runs them</translation>
    </message>
    <message>
        <source>One expert at a time</source>
        <translation>One expert at a time</translation>
    </message>
    <message>
        <source>Grouped GEMM</source>
        <translation>Grouped GEMM</translation>
    </message>
    <message>
        <source>As the framework shards</source>
        <translation>As the framework shards</translation>
    </message>
    <message>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (flat parameters)</translation>
    </message>
    <message>
        <source>FSDP2 (per-parameter shards)</source>
        <translation>FSDP2 (per-parameter shards)</translation>
    </message>
    <message>
        <source>Token embedding</source>
        <translation>Token embedding</translation>
    </message>
    <message>
        <source>Output head</source>
        <translation>Output head</translation>
    </message>
    <message>
        <source>Across the whole row</source>
        <translation>Across the whole row</translation>
    </message>
    <message>
        <source>Within each document</source>
        <translation>Within each document</translation>
    </message>
    <message>
        <source>Ring: keys and values pass round</source>
        <translation>Ring: keys and values pass round</translation>
    </message>
    <message>
        <source>All-to-all of heads (DeepSpeed-Ulysses)</source>
        <translation>All-to-all of heads (DeepSpeed-Ulysses)</translation>
    </message>
    <message>
        <source>Per head</source>
        <translation>Per head</translation>
    </message>
    <message>
        <source>Over each projection</source>
        <translation>Over each projection</translation>
    </message>
    <message>
        <source>Routed tokens</source>
        <translation>Routed tokens</translation>
    </message>
    <message>
        <source>Every token, masked</source>
        <translation>Every token, masked</translation>
    </message>
</context>
<context>
    <name>FitLeverText</name>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Micro-batch %1, accumulation %2 (the same batch)</source>
        <translation>Micro-batch %1, accumulation %2 (the same batch)</translation>
    </message>
    <message>
        <source>%1 GPUs under %2</source>
        <translation>%1 GPUs under %2</translation>
    </message>
    <message>
        <source>, accumulation %1</source>
        <translation>, accumulation %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>accelerate&apos;s sync_each_batch: each micro-batch reduce-scatters its gradients, so FSDP keeps them sharded through the accumulation instead of whole; one reduction per micro-batch instead of one a step.</source>
        <translation>accelerate&apos;s sync_each_batch: each micro-batch reduce-scatters its gradients, so FSDP keeps them sharded through the accumulation instead of whole; one reduction per micro-batch instead of one a step.</translation>
    </message>
    <message>
        <source>The framework&apos;s loss that never holds the whole micro-batch&apos;s fp32 logits.</source>
        <translation>The framework&apos;s loss that never holds the whole micro-batch&apos;s fp32 logits.</translation>
    </message>
    <message>
        <source>Each block keeps only its input and recomputes the rest in the backward pass: about a third more forward compute.</source>
        <translation>Each block keeps only its input and recomputes the rest in the backward pass: about a third more forward compute.</translation>
    </message>
    <message>
        <source>Saved activations wait in host memory until the backward pass needs them; the host link carries them both ways.</source>
        <translation>Saved activations wait in host memory until the backward pass needs them; the host link carries them both ways.</translation>
    </message>
    <message>
        <source>Fewer sequences a pass and more passes a step: the same sequences per optimizer step, smaller matrix products.</source>
        <translation>Fewer sequences a pass and more passes a step: the same sequences per optimizer step, smaller matrix products.</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state sharded over the GPUs, each layer gathered as it runs.</source>
        <translation>Weights, gradients and optimizer state sharded over the GPUs, each layer gathered as it runs.</translation>
    </message>
    <message>
        <source>Optimizer state and update on the CPU; the host link carries gradients and weights every step.</source>
        <translation>Optimizer state and update on the CPU; the host link carries gradients and weights every step.</translation>
    </message>
    <message>
        <source>AdamW&apos;s two moments in 8 bits: a quarter of their memory, and a different update.</source>
        <translation>AdamW&apos;s two moments in 8 bits: a quarter of their memory, and a different update.</translation>
    </message>
    <message>
        <source>More GPUs share the sharded state; the accumulation shrinks to keep the sequences per step where it divides.</source>
        <translation>More GPUs share the sharded state; the accumulation shrinks to keep the sequences per step where it divides.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>kept</translation>
    </message>
    <message>
        <source>fits, no margin</source>
        <translation>fits, no margin</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>Keeps what the checkpointing recomputed: less compute in the backward pass, more memory.</source>
        <translation>Keeps what the checkpointing recomputed: less compute in the backward pass, more memory.</translation>
    </message>
    <message>
        <source>More sequences a pass and fewer passes a step: the same sequences per optimizer step, larger matrix products that use the GPU better.</source>
        <translation>More sequences a pass and fewer passes a step: the same sequences per optimizer step, larger matrix products that use the GPU better.</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, with %2</translation>
    </message>
    <message>
        <source>The same run under another framework: its memory behaviour, and its stack&apos;s kernels, fusion and overlap for the step time.</source>
        <translation>The same run under another framework: its memory behaviour, and its stack&apos;s kernels, fusion and overlap for the step time.</translation>
    </message>
    <message>
        <source>* changes what is trained (another optimizer state, a batch the GPU count cannot keep, or a setting the framework does not offer, such as LoRA dropout).</source>
        <translation>* changes what is trained (another optimizer state, a batch the GPU count cannot keep, or a setting the framework does not offer, such as LoRA dropout).</translation>
    </message>
    <message>
        <source>No single change keeps the margin: these together do, each tried on the card the one before leads to.</source>
        <translation>No single change keeps the margin: these together do, each tried on the card the one before leads to.</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Run card</source>
        <translation>Run card</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Memory budget</translation>
    </message>
    <message>
        <source>Compare GPUs</source>
        <translation>Compare GPUs</translation>
    </message>
    <message>
        <source>Pilot run</source>
        <translation>Pilot run</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Report</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Scaling</translation>
    </message>
</context>
<context>
    <name>MemoryComponent</name>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer state</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adapters</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits and loss</translation>
    </message>
    <message>
        <source>Temporary buffers</source>
        <translation>Temporary buffers</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <source>Runtime and context</source>
        <translation>Runtime and context</translation>
    </message>
    <message>
        <source>Model parameters held on this GPU, in their storage precision.</source>
        <translation>Model parameters held on this GPU, in their storage precision.</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters, kept until the optimizer step.</source>
        <translation>Gradients of the trainable parameters, kept until the optimizer step.</translation>
    </message>
    <message>
        <source>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</source>
        <translation>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</translation>
    </message>
    <message>
        <source>LoRA adapter weights with their gradients and optimizer state.</source>
        <translation>LoRA adapter weights with their gradients and optimizer state.</translation>
    </message>
    <message>
        <source>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</source>
        <translation>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</translation>
    </message>
    <message>
        <source>Output logits over the vocabulary and the loss&apos;s temporaries.</source>
        <translation>Output logits over the vocabulary and the loss&apos;s temporaries.</translation>
    </message>
    <message>
        <source>Communication buckets, gathered shards, dequantized weights and workspaces.</source>
        <translation>Communication buckets, gathered shards, dequantized weights and workspaces.</translation>
    </message>
    <message>
        <source>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</source>
        <translation>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</translation>
    </message>
    <message>
        <source>Memory the caching allocator holds but no tensor uses at the peak: fragmentation and, under FSDP, the freed gradients&apos; blocks it keeps for the reduce stream.</source>
        <translation>Memory the caching allocator holds but no tensor uses at the peak: fragmentation and, under FSDP, the freed gradients&apos; blocks it keeps for the reduce stream.</translation>
    </message>
</context>
<context>
    <name>PilotNotes</name>
    <message>
        <source>tf32 runs as fp32 on the CPU</source>
        <translation>tf32 runs as fp32 on the CPU</translation>
    </message>
    <message>
        <source>attention runs eager (matmul + softmax); the card asks %1</source>
        <translation>attention runs eager (matmul + softmax); the card asks %1</translation>
    </message>
    <message>
        <source>the loss runs standard (full logits); the card asks %1</source>
        <translation>the loss runs standard (full logits); the card asks %1</translation>
    </message>
    <message>
        <source>no compilation in the pilot (eager LibTorch)</source>
        <translation>no compilation in the pilot (eager LibTorch)</translation>
    </message>
    <message>
        <source>norms, SwiGLU and RoPE run as eager LibTorch ops; the card asks %1 kernels</source>
        <translation>norms, SwiGLU and RoPE run as eager LibTorch ops; the card asks %1 kernels</translation>
    </message>
    <message>
        <source>AdamW runs LibTorch&apos;s for-loop update; the card asks %1</source>
        <translation>AdamW runs LibTorch&apos;s for-loop update; the card asks %1</translation>
    </message>
    <message>
        <source>one device; the card&apos;s parallel layout is not run (--nproc N runs it)</source>
        <translation>one device; the card&apos;s parallel layout is not run (--nproc N runs it)</translation>
    </message>
    <message>
        <source>the card&apos;s tensor, pipeline and context parallelism are not run: the pilot&apos;s ranks split the data only</source>
        <translation>the card&apos;s tensor, pipeline and context parallelism are not run: the pilot&apos;s ranks split the data only</translation>
    </message>
    <message>
        <source>the model&apos;s biases are not modelled: the pilot&apos;s linears have none</source>
        <translation>the model&apos;s biases are not modelled: the pilot&apos;s linears have none</translation>
    </message>
    <message>
        <source>the pilot runs two RMSNorms per block; the model has %1 %2</source>
        <translation>the pilot runs two RMSNorms per block; the model has %1 %2</translation>
    </message>
    <message>
        <source>the attention sinks are not modelled: the pilot&apos;s softmax has no sink logit</source>
        <translation>the attention sinks are not modelled: the pilot&apos;s softmax has no sink logit</translation>
    </message>
    <message>
        <source>the router&apos;s and experts&apos; biases are not modelled: the pilot&apos;s router and experts have none</source>
        <translation>the router&apos;s and experts&apos; biases are not modelled: the pilot&apos;s router and experts have none</translation>
    </message>
    <message>
        <source>the pilot routes dropless; the card&apos;s moe_capacity_factor is not applied</source>
        <translation>the pilot routes dropless; the card&apos;s moe_capacity_factor is not applied</translation>
    </message>
</context>
<context>
    <name>PilotResults</name>
    <message>
        <source>completed</source>
        <translation>completed</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>out of memory</translation>
    </message>
    <message>
        <source>restore proof failed</source>
        <translation>restore proof failed</translation>
    </message>
    <message>
        <source>a rank failed</source>
        <translation>a rank failed</translation>
    </message>
    <message>
        <source>bad input</source>
        <translation>bad input</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>still running</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplete</translation>
    </message>
    <message>
        <source>unreadable results</source>
        <translation>unreadable results</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The run card “%1” has unsaved changes. Save them before closing?</source>
        <translation>The run card “%1” has unsaved changes. Save them before closing?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Recover unsaved run card</source>
        <translation>Recover unsaved run card</translation>
    </message>
    <message>
        <source>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</source>
        <translation>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Keep for later</source>
        <translation>Keep for later</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>recovery: delete the autosaved copy</comment>
        <translation>Discard</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Runcard report</source>
        <translation>Runcard report</translation>
    </message>
    <message>
        <source>Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per successful output. Generated %1.</source>
        <translation>Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per successful output. Generated %1.</translation>
    </message>
    <message>
        <source>Run card</source>
        <translation>Run card</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>Revisions</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Memory budget</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>No pilot results: no pilot has been run for this run card, so every figure in this report is a planner prediction.</source>
        <translation>No pilot results: no pilot has been run for this run card, so every figure in this report is a planner prediction.</translation>
    </message>
    <message>
        <source>Results from %1.</source>
        <translation>Results from %1.</translation>
    </message>
    <message>
        <source>Step time per measured step</source>
        <translation>Step time per measured step</translation>
    </message>
    <message>
        <source>Loss per measured step</source>
        <translation>Loss per measured step</translation>
    </message>
    <message>
        <source>Scaling step</source>
        <translation>Scaling step</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens over the whole rental window, with its low-high range.</source>
        <translation>Cost per 1M trained tokens over the whole rental window, with its low-high range.</translation>
    </message>
    <message>
        <source>Rental window and cost per output</source>
        <translation>Rental window and cost per output</translation>
    </message>
    <message>
        <source>Cost per successful output</source>
        <translation>Cost per successful output</translation>
    </message>
    <message>
        <source>Decision checklist</source>
        <translation>Decision checklist</translation>
    </message>
    <message>
        <source>Ready to reserve</source>
        <translation>Ready to reserve</translation>
    </message>
    <message>
        <source>Not ready to reserve</source>
        <translation>Not ready to reserve</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Assumptions and sources</translation>
    </message>
    <message>
        <source>Runcard report — %1</source>
        <translation>Runcard report — %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Prices as of %1</source>
        <translation>Prices as of %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Usable memory</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>cheapest</translation>
    </message>
    <message>
        <source>earliest</source>
        <translation>earliest</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>%1 per 1M trained tokens</source>
        <translation>%1 per 1M trained tokens</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Trainable parameters</translation>
    </message>
    <message>
        <source>, rank %1</source>
        <translation>, rank %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Maximum sequence length</source>
        <translation>Maximum sequence length</translation>
    </message>
    <message>
        <source>Micro-batch x gradient accumulation</source>
        <translation>Micro-batch x gradient accumulation</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <source>Training budget</source>
        <translation>Training budget</translation>
    </message>
    <message>
        <source>Tokens per epoch</source>
        <translation>Tokens per epoch</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>every %1 steps, %2 tokens</source>
        <translation>every %1 steps, %2 tokens</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>every %1 steps, keep %2</source>
        <translation>every %1 steps, keep %2</translation>
    </message>
    <message>
        <source>at the end only</source>
        <translation>at the end only</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelism</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>Memory margin</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Pricing</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Billing period</translation>
    </message>
    <message>
        <source>Setup and model loading</source>
        <translation>Setup and model loading</translation>
    </message>
    <message>
        <source>Safety buffer</source>
        <translation>Safety buffer</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>not recorded</translation>
    </message>
    <message>
        <source>Run card file</source>
        <translation>Run card file</translation>
    </message>
    <message>
        <source>Model revision</source>
        <translation>Model revision</translation>
    </message>
    <message>
        <source>Data revision</source>
        <translation>Data revision</translation>
    </message>
    <message>
        <source>Price catalog</source>
        <translation>Price catalog</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>as of %1 (%2)</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <translation>Pilot: %1</translation>
    </message>
    <message>
        <source>Memory budget per GPU</source>
        <translation>Memory budget per GPU</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <source>Peak allocated (tensors)</source>
        <translation>Peak allocated (tensors)</translation>
    </message>
    <message>
        <source>Device total</source>
        <translation>Device total</translation>
    </message>
    <message>
        <source>Usable on the card</source>
        <translation>Usable on the card</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>unsupported</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>fits, below margin</source>
        <translation>fits, below margin</translation>
    </message>
    <message>
        <source>fits with margin</source>
        <translation>fits with margin</translation>
    </message>
    <message>
        <source>Planner prediction for %1 GPU(s) per job, %2; device total is what nvidia-smi or amd-smi would show.</source>
        <translation>Planner prediction for %1 GPU(s) per job, %2; device total is what nvidia-smi or amd-smi would show.</translation>
    </message>
    <message>
        <source>Pilot: predicted and measured</source>
        <translation>Pilot: predicted and measured</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Predicted</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>not predicted</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Peak allocated tensor memory</source>
        <translation>Peak allocated tensor memory</translation>
    </message>
    <message>
        <source>Total usage (CPU process or GPU device)</source>
        <translation>Total usage (CPU process or GPU device)</translation>
    </message>
    <message>
        <source>Step-time variation</source>
        <translation>Step-time variation</translation>
    </message>
    <message>
        <source>Data-loading stalls</source>
        <translation>Data-loading stalls</translation>
    </message>
    <message>
        <source>Validation time</source>
        <translation>Validation time</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>Checkpoint write time</translation>
    </message>
    <message>
        <source>Device: %1. Outcome: %2. Measured steps: %3. Scale: %4.</source>
        <translation>Device: %1. Outcome: %2. Measured steps: %3. Scale: %4.</translation>
    </message>
    <message>
        <source>proxy, %1 of %2 decoder blocks</source>
        <translation>proxy, %1 of %2 decoder blocks</translation>
    </message>
    <message>
        <source>full model</source>
        <translation>full model</translation>
    </message>
    <message>
        <source>Pilot step time</source>
        <translation>Pilot step time</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Step time (s)</translation>
    </message>
    <message>
        <source>Pilot loss</source>
        <translation>Pilot loss</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Pilot peak allocated memory</source>
        <translation>Pilot peak allocated memory</translation>
    </message>
    <message>
        <source>Peak allocated (GiB)</source>
        <translation>Peak allocated (GiB)</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Side by side</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Finish after</source>
        <translation>Finish after</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>fits</translation>
    </message>
    <message>
        <source>best with waiting cost</source>
        <translation>best with waiting cost</translation>
    </message>
    <message>
        <source>Same run card, layout and budget on every card. Finish = the whole rental window, not only training.</source>
        <translation>Same run card, layout and budget on every card. Finish = the whole rental window, not only training.</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Price per GPU-hour</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Per 1M tokens</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Per epoch</translation>
    </message>
    <message>
        <source>Training only, per 1M</source>
        <translation>Training only, per 1M</translation>
    </message>
    <message>
        <source>(%1-GPU row)</source>
        <translation>(%1-GPU row)</translation>
    </message>
    <message>
        <source>(%1 rate)</source>
        <translation>(%1 rate)</translation>
    </message>
    <message>
        <source>%1 GPU x %2 h</source>
        <translation>%1 GPU x %2 h</translation>
    </message>
    <message>
        <source>%1 %2 prices as of %3; ranges combine price spread and throughput uncertainty. Missing prices are shown as missing, never as zero.</source>
        <translation>%1 %2 prices as of %3; ranges combine price spread and throughput uncertainty. Missing prices are shown as missing, never as zero.</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Rental window</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Checkpoint writes</translation>
    </message>
    <message>
        <source>Restore check</source>
        <translation>Restore check</translation>
    </message>
    <message>
        <source>Export off the machine</source>
        <translation>Export off the machine</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <source>Billed (rounded to the period)</source>
        <translation>Billed (rounded to the period)</translation>
    </message>
    <message>
        <source>Billing period: %1. Exported values are in hours. Local NVMe is scratch: artifacts leave the machine before the window ends.</source>
        <translation>Billing period: %1. Exported values are in hours. Local NVMe is scratch: artifacts leave the machine before the window ends.</translation>
    </message>
    <message>
        <source>Options on %1</source>
        <translation>Options on %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>not in the price catalog</source>
        <translation>not in the price catalog</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>nothing on file</source>
        <translation>nothing on file</translation>
    </message>
    <message>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Ready to reserve: memory budget, scaling step and restore are proven.</translation>
    </message>
    <message>
        <source>Not ready to reserve: reserve the period only after the first three stages pass.</source>
        <translation>Not ready to reserve: reserve the period only after the first three stages pass.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Runcard research notes: hardware, scaling and cost</source>
        <translation>Runcard research notes: hardware, scaling and cost</translation>
    </message>
    <message>
        <source>Runcard research notes: memory and step time</source>
        <translation>Runcard research notes: memory and step time</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Assumption</translation>
    </message>
    <message>
        <source>Costs divide the whole rental window by the tokens the run trains, never by a theoretical peak.</source>
        <translation>Costs divide the whole rental window by the tokens the run trains, never by a theoretical peak.</translation>
    </message>
    <message>
        <source>The window counts setup and model loading, training, validation, checkpoint writes, one restore check, export off the machine and a %1 safety buffer; it is rounded up to whole billing periods (a month is 730 hours).</source>
        <translation>The window counts setup and model loading, training, validation, checkpoint writes, one restore check, export off the machine and a %1 safety buffer; it is rounded up to whole billing periods (a month is 730 hours).</translation>
    </message>
    <message>
        <source>Prices without a published range carry +-%1. A card count without its own price row uses the nearest smaller machine&apos;s row, then larger; a longer period without its own rate uses the next shorter one. Both are flagged in the tables.</source>
        <translation>Prices without a published range carry +-%1. A card count without its own price row uses the nearest smaller machine&apos;s row, then larger; a longer period without its own rate uses the next shorter one. Both are flagged in the tables.</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>the trained weights in bf16</source>
        <translation>the trained weights in bf16</translation>
    </message>
    <message>
        <source>The pilot ran on %1, not on a catalog GPU: its throughput does not price any card; it validates the planner&apos;s memory and step model.</source>
        <translation>The pilot ran on %1, not on a catalog GPU: its throughput does not price any card; it validates the planner&apos;s memory and step model.</translation>
    </message>
    <message>
        <source>an unrecorded device</source>
        <translation>an unrecorded device</translation>
    </message>
    <message>
        <source>The price catalog could not be read: %1</source>
        <translation>The price catalog could not be read: %1</translation>
    </message>
    <message>
        <source>Runcard models allocation and billing locally; it claims no measurement of any provider&apos;s infrastructure.</source>
        <translation>Runcard models allocation and billing locally; it claims no measurement of any provider&apos;s infrastructure.</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>planner</source>
        <translation>planner</translation>
    </message>
    <message>
        <source>planner, pilot-calibrated</source>
        <translation>planner, pilot-calibrated</translation>
    </message>
    <message>
        <source>Every GPU side by side</source>
        <translation>Every GPU side by side</translation>
    </message>
    <message>
        <source>Smallest configuration that fits: %1 × %2 with %3.</source>
        <translation>Smallest configuration that fits: %1 × %2 with %3.</translation>
    </message>
    <message>
        <source>smallest fit</source>
        <translation>smallest fit</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit with the margin</source>
        <translation>Fewest GPUs that fit with the margin</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Throughput on %1 uses the utilisation the pilot measured there (%2); every other card uses the planner&apos;s prior.</source>
        <translation>Throughput on %1 uses the utilisation the pilot measured there (%2); every other card uses the planner&apos;s prior.</translation>
    </message>
    <message>
        <source>What-if values from the memory budget are in effect: the run card above shows them; the saved card differs.</source>
        <translation>What-if values from the memory budget are in effect: the run card above shows them; the saved card differs.</translation>
    </message>
    <message>
        <source>Per-GPU memory predicted by the planner on each GPU, stacked by part; the black mark is the memory the GPU offers.</source>
        <translation>Per-GPU memory predicted by the planner on each GPU, stacked by part; the black mark is the memory the GPU offers.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Value of a day earlier</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Cost per run</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens</source>
        <translation>Cost per 1M trained tokens</translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation>Time to result</translation>
    </message>
    <message>
        <source>%1 of rental (loading, training, validation, checkpoints and export)</source>
        <translation>%1 of rental (loading, training, validation, checkpoints and export)</translation>
    </message>
    <message>
        <source>%1 of training</source>
        <translation>%1 of training</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Risks</translation>
    </message>
    <message>
        <source>none found by the checks on file</source>
        <translation>none found by the checks on file</translation>
    </message>
    <message>
        <source>Still unmeasured</source>
        <translation>Still unmeasured</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs.</source>
        <translation>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs.</translation>
    </message>
    <message>
        <source>No pilot has run, so every figure is a planner prediction.</source>
        <translation>No pilot has run, so every figure is a planner prediction.</translation>
    </message>
    <message>
        <source>The pilot&apos;s results cannot be read (corrupt, or from another run), so every figure in this report is a planner prediction.</source>
        <translation>The pilot&apos;s results cannot be read (corrupt, or from another run), so every figure in this report is a planner prediction.</translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation>Step time (median)</translation>
    </message>
    <message>
        <source>Throughput of the whole job</source>
        <translation>Throughput of the whole job</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Where memory stops fitting (with the margin): %1.</source>
        <translation>Where memory stops fitting (with the margin): %1.</translation>
    </message>
    <message>
        <source>Links inside a node use the bus bandwidth the pilot measured.</source>
        <translation>Links inside a node use the bus bandwidth the pilot measured.</translation>
    </message>
    <message>
        <source>Measured scaling</source>
        <translation>Measured scaling</translation>
    </message>
    <message>
        <source>Memory the GPU offers</source>
        <translation>Memory the GPU offers</translation>
    </message>
    <message>
        <source>● fits with the margin   ✕ does not fit with the margin</source>
        <translation>● fits with the margin   ✕ does not fit with the margin</translation>
    </message>
    <message>
        <source>tokens/s, whole job</source>
        <translation>tokens/s, whole job</translation>
    </message>
    <message>
        <source>Predicted scaling on %1</source>
        <translation>Predicted scaling on %1</translation>
    </message>
    <message>
        <source>Recommended layout</source>
        <translation>Recommended layout</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficiency</translation>
    </message>
    <message numerus="yes">
        <source>Throughput at the run card&apos;s effective batch of %n sequence(s) per step; efficiency against one GPU at that batch.</source>
        <translation>
            <numerusform>Throughput at the run card&apos;s effective batch of %n sequence per step; efficiency against one GPU at that batch.</numerusform>
            <numerusform>Throughput at the run card&apos;s effective batch of %n sequences per step; efficiency against one GPU at that batch.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>nothing fits</translation>
    </message>
    <message>
        <source>per GB and month</source>
        <translation>per GB and month</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>per GB</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>per GPU-hour</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>per hour</translation>
    </message>
    <message>
        <source>share of the compute cost</source>
        <translation>share of the compute cost</translation>
    </message>
    <message>
        <source>once</source>
        <translation>once</translation>
    </message>
    <message numerus="yes">
        <source>%1 per node × %n node(s)</source>
        <translation>
            <numerusform>%1 per node × %n node</numerusform>
            <numerusform>%1 per node × %n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Pending: no scaling result on file. Run the card on several ranks against the single-process pilot&apos;s folder (%1); it compares them at equal effective batch and writes scaling.json beside the pilot results.</source>
        <translation>Pending: no scaling result on file. Run the card on several ranks against the single-process pilot&apos;s folder (%1); it compares them at equal effective batch and writes scaling.json beside the pilot results.</translation>
    </message>
    <message>
        <source>Where the step&apos;s time goes, per GPU</source>
        <translation>Where the step&apos;s time goes, per GPU</translation>
    </message>
    <message>
        <source>Per optimizer step</source>
        <translation>Per optimizer step</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Compute: GEMMs</source>
        <translation>Compute: GEMMs</translation>
    </message>
    <message>
        <source>Compute: attention</source>
        <translation>Compute: attention</translation>
    </message>
    <message>
        <source>Compute: memory-bound ops</source>
        <translation>Compute: memory-bound ops</translation>
    </message>
    <message>
        <source>Compute: pipeline bubble</source>
        <translation>Compute: pipeline bubble</translation>
    </message>
    <message>
        <source>Communication, exposed</source>
        <translation>Communication, exposed</translation>
    </message>
    <message>
        <source>Communication, hidden or not</source>
        <translation>Communication, hidden or not</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimizer step</translation>
    </message>
    <message>
        <source>Offloading</source>
        <translation>Offloading</translation>
    </message>
    <message>
        <source>Collective buffer copies</source>
        <translation>Collective buffer copies</translation>
    </message>
    <message>
        <source>at the limit (allocator retries)</source>
        <translation>at the limit (allocator retries)</translation>
    </message>
    <message>
        <source>Micro-batch and activation checkpointing as on the card; %1 to %2 GPUs tried; — = a layout the card&apos;s framework does not run.</source>
        <translation>Micro-batch and activation checkpointing as on the card; %1 to %2 GPUs tried; — = a layout the card&apos;s framework does not run.</translation>
    </message>
    <message>
        <source>The export is %1; each checkpoint holds the trained weights and the optimizer state in the dtypes training keeps them (%2); the base model is re-read from its revision.</source>
        <translation>The export is %1; each checkpoint holds the trained weights and the optimizer state in the dtypes training keeps them (%2); the base model is re-read from its revision.</translation>
    </message>
    <message>
        <source>A planner throughput carries the range its validation measured for its class of model: published runs of dense models took %1 to %2 times the predicted time, of mixture-of-experts models %3 to %4 (10th to 90th percentile); a pilot&apos;s throughput carries its own step-time variation, at least +-5%.</source>
        <translation>A planner throughput carries the range its validation measured for its class of model: published runs of dense models took %1 to %2 times the predicted time, of mixture-of-experts models %3 to %4 (10th to 90th percentile); a pilot&apos;s throughput carries its own step-time variation, at least +-5%.</translation>
    </message>
    <message>
        <source>Planner prediction: the step is compute + exposed communication + collective buffer copies + optimizer + offloading; the hidden communication runs under the compute. — = the GPU does not support the card&apos;s precision.</source>
        <translation>Planner prediction: the step is compute + exposed communication + collective buffer copies + optimizer + offloading; the hidden communication runs under the compute. — = the GPU does not support the card&apos;s precision.</translation>
    </message>
    <message>
        <source>Compute: host time the GPU waits for</source>
        <translation>Compute: host time the GPU waits for</translation>
    </message>
    <message>
        <source>; trained whole: %1</source>
        <translation>; trained whole: %1</translation>
    </message>
    <message>
        <source>the card&apos;s own architecture</source>
        <translation>the card&apos;s own architecture</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>measured from the data file</source>
        <translation>measured from the data file</translation>
    </message>
    <message>
        <source>unpacked, padded: %1; mean length %2</source>
        <translation>unpacked, padded: %1; mean length %2</translation>
    </message>
    <message>
        <source>packed; each document attends within itself, mean length %1</source>
        <translation>packed; each document attends within itself, mean length %1</translation>
    </message>
    <message>
        <source>packed; every row attends across its whole length</source>
        <translation>packed; every row attends across its whole length</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rows</translation>
    </message>
    <message>
        <source>TP %1 with sequence parallelism</source>
        <translation>TP %1 with sequence parallelism</translation>
    </message>
    <message>
        <source>PP %1, %2, %3 virtual stages</source>
        <translation>PP %1, %2, %3 virtual stages</translation>
    </message>
    <message>
        <source>PP %1, %2</source>
        <translation>PP %1, %2</translation>
    </message>
    <message>
        <source>Model parallelism</source>
        <translation>Model parallelism</translation>
    </message>
    <message>
        <source>Sequences per step</source>
        <translation>Sequences per step</translation>
    </message>
    <message>
        <source>Predicted by the planner&apos;s scaling model on %1: throughput of the whole job and memory per GPU from 1 to %2 GPUs for every layout the run card can use, at the run card&apos;s effective batch where it divides among the data-parallel replicas.</source>
        <translation>Predicted by the planner&apos;s scaling model on %1: throughput of the whole job and memory per GPU from 1 to %2 GPUs for every layout the run card can use, at the run card&apos;s effective batch where it divides among the data-parallel replicas.</translation>
    </message>
    <message>
        <source>Recommendation: %1.</source>
        <translation>Recommendation: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The cost pages below price every GPU at the run card&apos;s layout, %n GPU(s) with %1.</source>
        <translation>
            <numerusform>The cost pages below price every GPU at the run card&apos;s layout, %n GPU with %1.</numerusform>
            <numerusform>The cost pages below price every GPU at the run card&apos;s layout, %n GPUs with %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>no price for this GPU</source>
        <translation>no price for this GPU</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>recommended</translation>
    </message>
    <message>
        <source>Recommended: %1 (the decision). Smallest configuration that fits: %2.</source>
        <translation>Recommended: %1 (the decision). Smallest configuration that fits: %2.</translation>
    </message>
    <message>
        <source>Ways to fit on %1 × %2</source>
        <translation>Ways to fit on %1 × %2</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>At the peak</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Wall time</translation>
    </message>
    <message>
        <source>The card misses its memory margin here. Each row is one change its framework offers, planned in full on the same GPU; those that keep the margin come first.</source>
        <translation>The card misses its memory margin here. Each row is one change its framework offers, planned in full on the same GPU; those that keep the margin come first.</translation>
    </message>
    <message>
        <source>Of device</source>
        <translation>Of device</translation>
    </message>
    <message>
        <source>Faster within the margin on %1 × %2</source>
        <translation>Faster within the margin on %1 × %2</translation>
    </message>
    <message>
        <source>The card keeps its memory margin here. Each row is one change that finishes the run sooner and still keeps it, planned in full on the same GPU.</source>
        <translation>The card keeps its memory margin here. Each row is one change that finishes the run sooner and still keeps it, planned in full on the same GPU.</translation>
    </message>
    <message>
        <source>Other training frameworks on %1 × %2</source>
        <translation>Other training frameworks on %1 × %2</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s per GPU</translation>
    </message>
    <message>
        <source>The card under %1 takes %2 a step and %3 in all. Each row is the same card under another framework, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers.</source>
        <translation>The card under %1 takes %2 a step and %3 in all. Each row is the same card under another framework, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers.</translation>
    </message>
    <message>
        <source>%1 (%2: %3)</source>
        <translation>%1 (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot run this card: %1.</source>
        <translation>Cannot run this card: %1.</translation>
    </message>
    <message>
        <source>No single change keeps the margin: the first row combines those that do together.</source>
        <translation>No single change keeps the margin: the first row combines those that do together.</translation>
    </message>
    <message>
        <source>The decision under each training framework</source>
        <translation>The decision under each training framework</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Rent</translation>
    </message>
    <message>
        <source>%1 (this card)</source>
        <translation>%1 (this card)</translation>
    </message>
    <message>
        <source>Each row decides by the same rule as above, for the card under that framework at its stack&apos;s priors and without a pilot&apos;s calibration. On the published runs the planner has been more optimistic about the tuned stacks (Megatron, torchtitan, llm-foundry) than about the eager ones (docs/memory-model.md): run the pilot under the framework you choose before reserving.</source>
        <translation>Each row decides by the same rule as above, for the card under that framework at its stack&apos;s priors and without a pilot&apos;s calibration. On the published runs the planner has been more optimistic about the tuned stacks (Megatron, torchtitan, llm-foundry) than about the eager ones (docs/memory-model.md): run the pilot under the framework you choose before reserving.</translation>
    </message>
    <message>
        <source>Another framework</source>
        <translation>Another framework</translation>
    </message>
</context>
<context>
    <name>RunCardSchema</name>
    <message>
        <source>Run name</source>
        <translation>Run name</translation>
    </message>
    <message>
        <source>Free text that names the run in files, results and reports.</source>
        <translation>Free text that names the run in files, results and reports.</translation>
    </message>
    <message>
        <source>e.g. llama-3.1-8b-lora-r16</source>
        <translation>e.g. llama-3.1-8b-lora-r16</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Model preset</translation>
    </message>
    <message>
        <source>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</source>
        <translation>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</source>
        <translation>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</translation>
    </message>
    <message>
        <source>path/to/config.json</source>
        <translation>path/to/config.json</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Model folder</translation>
    </message>
    <message>
        <source>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</source>
        <translation>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</translation>
    </message>
    <message>
        <source>path/to/model</source>
        <translation>path/to/model</translation>
    </message>
    <message>
        <source>Model revision</source>
        <translation>Model revision</translation>
    </message>
    <message>
        <source>Recorded with results and reports, so a measurement can be traced to the exact weights.</source>
        <translation>Recorded with results and reports, so a measurement can be traced to the exact weights.</translation>
    </message>
    <message>
        <source>repository@commit</source>
        <translation>repository@commit</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</source>
        <translation>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <source>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</source>
        <translation>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP width</translation>
    </message>
    <message>
        <source>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</source>
        <translation>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>Query heads. With head size they set the attention projections.</source>
        <translation>Query heads. With head size they set the attention projections.</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Key/value heads</translation>
    </message>
    <message>
        <source>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</source>
        <translation>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Head size</translation>
    </message>
    <message>
        <source>Width of one attention head; by default hidden size divided by the heads.</source>
        <translation>Width of one attention head; by default hidden size divided by the heads.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</source>
        <translation>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Tied</translation>
    </message>
    <message>
        <source>Separate head</source>
        <translation>Separate head</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Tied embeddings</translation>
    </message>
    <message>
        <source>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</source>
        <translation>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</translation>
    </message>
    <message>
        <source>MLP type</source>
        <translation>MLP type</translation>
    </message>
    <message>
        <source>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</source>
        <translation>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</source>
        <translation>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</source>
        <translation>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>LoRA alpha</translation>
    </message>
    <message>
        <source>Scale of the adapter update. Affects quality, not memory or time.</source>
        <translation>Scale of the adapter update. Affects quality, not memory or time.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA targets</translation>
    </message>
    <message>
        <source>QLoRA double quantization</source>
        <translation>QLoRA double quantization</translation>
    </message>
    <message>
        <source>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</source>
        <translation>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</source>
        <translation>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Ada, Hopper or newer GPUs, MXFP8 Blackwell or MI355X, NVFP4 NVIDIA Blackwell; the low precisions change only the matrix multiplies.</source>
        <translation>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Ada, Hopper or newer GPUs, MXFP8 Blackwell or MI355X, NVFP4 NVIDIA Blackwell; the low precisions change only the matrix multiplies.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</source>
        <translation>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Packed sequences</translation>
    </message>
    <message>
        <source>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</source>
        <translation>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>sequences</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</source>
        <translation>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>micro-batches</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradient accumulation</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</source>
        <translation>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Activation offloading</translation>
    </message>
    <message>
        <source>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</source>
        <translation>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Attention kernel</translation>
    </message>
    <message>
        <source>Loss computation</source>
        <translation>Loss computation</translation>
    </message>
    <message>
        <source>Compiled (fused) kernels</source>
        <translation>Compiled (fused) kernels</translation>
    </message>
    <message>
        <source>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</source>
        <translation>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Optimizer step in backward</translation>
    </message>
    <message>
        <source>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</source>
        <translation>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>The training framework whose memory behaviour the planner assumes: its activations, logits path and adapter precision.</source>
        <translation>The training framework whose memory behaviour the planner assumes: its activations, logits path and adapter precision.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Tokens to train on.</source>
        <translation>Tokens to train on.</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>steps</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimizer steps</translation>
    </message>
    <message>
        <source>Optimizer steps to take.</source>
        <translation>Optimizer steps to take.</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>epochs</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Passes over the training data; needs data.tokens.</source>
        <translation>Passes over the training data; needs data.tokens.</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Learning rate</translation>
    </message>
    <message>
        <source>Peak learning rate used by the pilot. Affects quality, not memory or time.</source>
        <translation>Peak learning rate used by the pilot. Affects quality, not memory or time.</translation>
    </message>
    <message>
        <source>Warm-up steps</source>
        <translation>Warm-up steps</translation>
    </message>
    <message>
        <source>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</source>
        <translation>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <source>How the learning rate decays after warm-up.</source>
        <translation>How the learning rate decays after warm-up.</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <source>Seeds the pilot&apos;s initialisation and data order, so a pilot can be repeated exactly.</source>
        <translation>Seeds the pilot&apos;s initialisation and data order, so a pilot can be repeated exactly.</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>Training data</translation>
    </message>
    <message>
        <source>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</source>
        <translation>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</translation>
    </message>
    <message>
        <source>data/train.jsonl</source>
        <translation>data/train.jsonl</translation>
    </message>
    <message>
        <source>Data revision</source>
        <translation>Data revision</translation>
    </message>
    <message>
        <source>Recorded with results, so a measurement can be traced to the exact data.</source>
        <translation>Recorded with results, so a measurement can be traced to the exact data.</translation>
    </message>
    <message>
        <source>sha256:…</source>
        <translation>sha256:…</translation>
    </message>
    <message>
        <source>Text field</source>
        <translation>Text field</translation>
    </message>
    <message>
        <source>The JSONL field that holds the training text.</source>
        <translation>The JSONL field that holds the training text.</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</source>
        <translation>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</translation>
    </message>
    <message>
        <source>byte-level</source>
        <translation>byte-level</translation>
    </message>
    <message>
        <source>Tokens per epoch</source>
        <translation>Tokens per epoch</translation>
    </message>
    <message>
        <source>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</source>
        <translation>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</translation>
    </message>
    <message>
        <source>Validate every</source>
        <translation>Validate every</translation>
    </message>
    <message>
        <source>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</source>
        <translation>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</translation>
    </message>
    <message>
        <source>Validation tokens</source>
        <translation>Validation tokens</translation>
    </message>
    <message>
        <source>Tokens evaluated each time; sets how long one validation takes.</source>
        <translation>Tokens evaluated each time; sets how long one validation takes.</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint every</translation>
    </message>
    <message>
        <source>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</source>
        <translation>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <source>How many checkpoints stay on disk; each holds weights and optimizer state.</source>
        <translation>How many checkpoints stay on disk; each holds weights and optimizer state.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</source>
        <translation>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs per node</translation>
    </message>
    <message>
        <source>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</source>
        <translation>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Machines. Communication between nodes is much slower than inside one.</source>
        <translation>Machines. Communication between nodes is much slower than inside one.</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelism</translation>
    </message>
    <message>
        <source>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</source>
        <translation>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU offload</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>Memory margin</translation>
    </message>
    <message>
        <source>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</source>
        <translation>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Pricing</translation>
    </message>
    <message>
        <source>On-demand, reserved or spot price from the price catalog.</source>
        <translation>On-demand, reserved or spot price from the price catalog.</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Billing period</translation>
    </message>
    <message>
        <source>The unit the provider bills in; a run is rounded up to it.</source>
        <translation>The unit the provider bills in; a run is rounded up to it.</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>Set-up time</source>
        <translation>Set-up time</translation>
    </message>
    <message>
        <source>Provisioning, environment, download and model loading: billed, but no training happens.</source>
        <translation>Provisioning, environment, download and model loading: billed, but no training happens.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Export size</source>
        <translation>Export size</translation>
    </message>
    <message>
        <source>Artifacts to move off the machine before the allocation ends (0 = the final weights).</source>
        <translation>Artifacts to move off the machine before the allocation ends (0 = the final weights).</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Export bandwidth</source>
        <translation>Export bandwidth</translation>
    </message>
    <message>
        <source>Bandwidth off the machine; with the export size it sets the export time.</source>
        <translation>Bandwidth off the machine; with the export size it sets the export time.</translation>
    </message>
    <message>
        <source>Safety buffer</source>
        <translation>Safety buffer</translation>
    </message>
    <message>
        <source>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</source>
        <translation>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Value of a day earlier</translation>
    </message>
    <message>
        <source>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</source>
        <translation>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</translation>
    </message>
    <message>
        <source>Rental options</source>
        <translation>Rental options</translation>
    </message>
    <message>
        <source>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</source>
        <translation>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</translation>
    </message>
    <message>
        <source>option ids, separated by commas</source>
        <translation>option ids, separated by commas</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Price file</translation>
    </message>
    <message>
        <source>A price catalog of your own; empty = the bundled one.</source>
        <translation>A price catalog of your own; empty = the bundled one.</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>bundled</translation>
    </message>
    <message>
        <source>From the model</source>
        <translation>From the model</translation>
    </message>
    <message>
        <source>Training budget</source>
        <translation>Training budget</translation>
    </message>
    <message>
        <source>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</source>
        <translation>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</translation>
    </message>
    <message>
        <source>Model loading</source>
        <translation>Model loading</translation>
    </message>
    <message>
        <source>LoRA on the output head</source>
        <translation>LoRA on the output head</translation>
    </message>
    <message>
        <source>An adapter on the output projection: r × (hidden + vocabulary) more trainable parameters, and the head&apos;s input is kept for its gradient.</source>
        <translation>An adapter on the output projection: r × (hidden + vocabulary) more trainable parameters, and the head&apos;s input is kept for its gradient.</translation>
    </message>
    <message>
        <source>LoRA on the embedding</source>
        <translation>LoRA on the embedding</translation>
    </message>
    <message>
        <source>An adapter on the token embedding: r × (vocabulary + hidden) more trainable parameters.</source>
        <translation>An adapter on the token embedding: r × (vocabulary + hidden) more trainable parameters.</translation>
    </message>
    <message>
        <source>Weight-decomposed LoRA: a magnitude vector per adapted matrix, and every forward builds the dense adapted weight to take its column norm; slower, and more activation memory.</source>
        <translation>Weight-decomposed LoRA: a magnitude vector per adapted matrix, and every forward builds the dense adapted weight to take its column norm; slower, and more activation memory.</translation>
    </message>
    <message>
        <source>AdamW implementation</source>
        <translation>AdamW implementation</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Stored weights</translation>
    </message>
    <message>
        <source>FSDP parameter dtype</source>
        <translation>FSDP parameter dtype</translation>
    </message>
    <message>
        <source>The dtype FSDP all-gathers and computes in (MixedPrecision param_dtype). The sharded weights keep their stored dtype.</source>
        <translation>The dtype FSDP all-gathers and computes in (MixedPrecision param_dtype). The sharded weights keep their stored dtype.</translation>
    </message>
    <message>
        <source>FSDP reduce dtype</source>
        <translation>FSDP reduce dtype</translation>
    </message>
    <message>
        <source>The dtype gradients are reduce-scattered in (MixedPrecision reduce_dtype); fp32 doubles the unsharded gradient of a unit.</source>
        <translation>The dtype gradients are reduce-scattered in (MixedPrecision reduce_dtype); fp32 doubles the unsharded gradient of a unit.</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of storing them. Full keeps only each block&apos;s input (about a third more compute); selective recomputes the attention core (Megatron); op-level keeps every other matmul&apos;s output (torchtitan); every-k and partial checkpoint some of the blocks.</source>
        <translation>Recomputes activations in the backward pass instead of storing them. Full keeps only each block&apos;s input (about a third more compute); selective recomputes the attention core (Megatron); op-level keeps every other matmul&apos;s output (torchtitan); every-k and partial checkpoint some of the blocks.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blocks</translation>
    </message>
    <message>
        <source>One block in k is checkpointed; the others keep all their activations.</source>
        <translation>One block in k is checkpointed; the others keep all their activations.</translation>
    </message>
    <message>
        <source>Recomputed blocks</source>
        <translation>Recomputed blocks</translation>
    </message>
    <message>
        <source>The first N blocks are checkpointed; the rest keep all their activations.</source>
        <translation>The first N blocks are checkpointed; the rest keep all their activations.</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>chunks</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>Loss chunks</translation>
    </message>
    <message>
        <source>The logits are computed in this many chunks; one chunk at a time is upcast to fp32.</source>
        <translation>The logits are computed in this many chunks; one chunk at a time is upcast to fp32.</translation>
    </message>
    <message>
        <source>Loss chunk size</source>
        <translation>Loss chunk size</translation>
    </message>
    <message>
        <source>Tokens whose logits the fused kernel holds at once; 0 = Liger&apos;s own rule (about as many bytes as the hidden states).</source>
        <translation>Tokens whose logits the fused kernel holds at once; 0 = Liger&apos;s own rule (about as many bytes as the hidden states).</translation>
    </message>
    <message>
        <source>DoRA (weight-decomposed)</source>
        <translation>DoRA (weight-decomposed)</translation>
    </message>
    <message>
        <source>Checkpointed block interval</source>
        <translation>Checkpointed block interval</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensor parallelism</translation>
    </message>
    <message>
        <source>Splits every weight matrix across this many GPUs (Megatron-style): weights, gradients, optimizer state and most activations divide, at the cost of collectives in every layer. Keep it inside one node.</source>
        <translation>Splits every weight matrix across this many GPUs (Megatron-style): weights, gradients, optimizer state and most activations divide, at the cost of collectives in every layer. Keep it inside one node.</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>Sequence parallelism</translation>
    </message>
    <message>
        <source>With tensor parallelism, also splits norms and dropouts along the sequence, so all activations divide by the tensor-parallel degree (Korthikanti et al. 2022).</source>
        <translation>With tensor parallelism, also splits norms and dropouts along the sequence, so all activations divide by the tensor-parallel degree (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source>Pipeline parallelism</source>
        <translation>Pipeline parallelism</translation>
    </message>
    <message>
        <source>Splits the layers into this many stages on different GPUs. The micro-batches of a step (gradient accumulation) fill the pipeline; with few of them the stages wait (the bubble).</source>
        <translation>Splits the layers into this many stages on different GPUs. The micro-batches of a step (gradient accumulation) fill the pipeline; with few of them the stages wait (the bubble).</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline schedule</translation>
    </message>
    <message>
        <source>1F1B holds at most one micro-batch per stage in flight; interleaved 1F1B runs several chunks per GPU for a smaller bubble and more memory; GPipe runs every forward first and holds all micro-batches.</source>
        <translation>1F1B holds at most one micro-batch per stage in flight; interleaved 1F1B runs several chunks per GPU for a smaller bubble and more memory; GPipe runs every forward first and holds all micro-batches.</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Virtual stages</translation>
    </message>
    <message>
        <source>Model chunks per pipeline GPU with the interleaved schedule: the bubble shrinks by this factor, pipeline messages grow by it.</source>
        <translation>Model chunks per pipeline GPU with the interleaved schedule: the bubble shrinks by this factor, pipeline messages grow by it.</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Context parallelism</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Software stack</translation>
    </message>
    <message>
        <source>The training stack whose kernels, fusion and overlap set the step time: the same GPU runs at very different speed under Megatron with Transformer Engine, torchtitan or the Hugging Face Trainer. auto follows the framework.</source>
        <translation>The training stack whose kernels, fusion and overlap set the step time: the same GPU runs at very different speed under Megatron with Transformer Engine, torchtitan or the Hugging Face Trainer. auto follows the framework.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>Routed experts of a mixture-of-experts layer. Every expert&apos;s weights, gradients and optimizer state are held; only the experts a token is routed to compute.</source>
        <translation>Routed experts of a mixture-of-experts layer. Every expert&apos;s weights, gradients and optimizer state are held; only the experts a token is routed to compute.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experts per token</translation>
    </message>
    <message>
        <source>Routed experts each token visits (top-k). Compute, the expert activations and the token exchange between GPUs grow with it.</source>
        <translation>Routed experts each token visits (top-k). Compute, the expert activations and the token exchange between GPUs grow with it.</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Shared experts</translation>
    </message>
    <message>
        <source>Experts every token visits besides the routed ones (DeepSeek).</source>
        <translation>Experts every token visits besides the routed ones (DeepSeek).</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>Expert width</translation>
    </message>
    <message>
        <source>Inner width of one expert&apos;s feed-forward block.</source>
        <translation>Inner width of one expert&apos;s feed-forward block.</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>Leading dense layers</translation>
    </message>
    <message>
        <source>The first layers keep a dense feed-forward block of the MLP width instead of experts (DeepSeek first_k_dense_replace).</source>
        <translation>The first layers keep a dense feed-forward block of the MLP width instead of experts (DeepSeek first_k_dense_replace).</translation>
    </message>
    <message>
        <source>Expert layer step</source>
        <translation>Expert layer step</translation>
    </message>
    <message>
        <source>Every n-th layer has experts, the others a dense feed-forward block (Qwen decoder_sparse_step; 1 = every layer).</source>
        <translation>Every n-th layer has experts, the others a dense feed-forward block (Qwen decoder_sparse_step; 1 = every layer).</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Expert capacity factor</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: each expert takes at most this multiple of its even share of the routed tokens; its dispatch buffers are padded to it and tokens beyond it are dropped. 0 = dropless routing (buffers as routed).</source>
        <translation>Mixture-of-experts models: each expert takes at most this multiple of its even share of the routed tokens; its dispatch buffers are padded to it and tokens beyond it are dropped. 0 = dropless routing (buffers as routed).</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Expert parallelism</translation>
    </message>
    <message>
        <source>Splits the routed experts of a mixture-of-experts model across this many GPUs of the data-parallel group: each holds its share of the experts, and tokens travel to their experts and back by all-to-all in every expert layer.</source>
        <translation>Splits the routed experts of a mixture-of-experts model across this many GPUs of the data-parallel group: each holds its share of the experts, and tokens travel to their experts and back by all-to-all in every expert layer.</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>Unpacked data: how a micro-batch is padded, which sets the compute spent on padding. To the longest in the batch, the expected longest of that many sequences is measured from the data file; without one it is taken at the mean.</source>
        <translation>Unpacked data: how a micro-batch is padded, which sets the compute spent on padding. To the longest in the batch, the expected longest of that many sequences is measured from the data file; without one it is taken at the mean.</translation>
    </message>
    <message>
        <source>MLP activation input in FP8</source>
        <translation>MLP activation input in FP8</translation>
    </message>
    <message>
        <source>Saves the input of the MLP&apos;s activation function in FP8 for the backward pass instead of 16 bit, half its activation memory (Megatron and NeMo).</source>
        <translation>Saves the input of the MLP&apos;s activation function in FP8 for the backward pass instead of 16 bit, half its activation memory (Megatron and NeMo).</translation>
    </message>
    <message>
        <source>Keeps optimizer state in host memory and, where parameters are sharded (ZeRO-3, FSDP offload_params), the parameter shards, adapters and gradients too: less device memory, slower steps.</source>
        <translation>Keeps optimizer state in host memory and, where parameters are sharded (ZeRO-3, FSDP offload_params), the parameter shards, adapters and gradients too: less device memory, slower steps.</translation>
    </message>
    <message>
        <source>Model returns fp32 logits</source>
        <translation>Model returns fp32 logits</translation>
    </message>
    <message>
        <source>The model upcasts its logits to fp32 before returning them, and the training loop keeps them until backward: Hugging Face transformers up to 4.45. From 4.46 the model returns them in its own dtype and the loss upcasts a copy.</source>
        <translation>The model upcasts its logits to fp32 before returning them, and the training loop keeps them until backward: Hugging Face transformers up to 4.45. From 4.46 the model returns them in its own dtype and the loss upcasts a copy.</translation>
    </message>
    <message>
        <source>Gradients reduced in fp32</source>
        <translation>Gradients reduced in fp32</translation>
    </message>
    <message>
        <source>Megatron keeps its gradient buffer and reduces it in fp32; off, in the parameters&apos; 16-bit dtype: half the gradient memory and traffic, and the distributed optimizer keeps an fp32 copy of its shard.</source>
        <translation>Megatron keeps its gradient buffer and reduces it in fp32; off, in the parameters&apos; 16-bit dtype: half the gradient memory and traffic, and the distributed optimizer keeps an fp32 copy of its shard.</translation>
    </message>
    <message>
        <source>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state. Under megatron any of q, k, v adapts the fused QKV projection whole, and gate or up the fused gate-up projection (NeMo&apos;s linear_qkv and linear_fc1).</source>
        <translation>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state. Under megatron any of q, k, v adapts the fused QKV projection whole, and gate or up the fused gate-up projection (NeMo&apos;s linear_qkv and linear_fc1).</translation>
    </message>
    <message>
        <source>Loss compiled with the model</source>
        <translation>Loss compiled with the model</translation>
    </message>
    <message>
        <source>torchtitan compiles its cross-entropy with the model, which then keeps 16-bit logits instead of an fp32 copy; off for torchtitan before April 2025, which compiled the transformer blocks only.</source>
        <translation>torchtitan compiles its cross-entropy with the model, which then keeps 16-bit logits instead of an fp32 copy; off for torchtitan before April 2025, which compiled the transformer blocks only.</translation>
    </message>
    <message>
        <source>Normalization</source>
        <translation>Normalization</translation>
    </message>
    <message>
        <source>RMSNorm in eager PyTorch runs as several passes with fp32 intermediates and saves an fp32 copy of its input; LayerNorm is one kernel each way and saves its input as it is. It also sets the norms&apos; parameters (LayerNorm has a bias).</source>
        <translation>RMSNorm in eager PyTorch runs as several passes with fp32 intermediates and saves an fp32 copy of its input; LayerNorm is one kernel each way and saves its input as it is. It also sets the norms&apos; parameters (LayerNorm has a bias).</translation>
    </message>
    <message>
        <source>Position encoding</source>
        <translation>Position encoding</translation>
    </message>
    <message>
        <source>Rotary embeddings rotate the queries and keys in every layer, memory-bound work in eager PyTorch; a learned table is added once at the input and ALiBi is a bias inside the attention kernel.</source>
        <translation>Rotary embeddings rotate the queries and keys in every layer, memory-bound work in eager PyTorch; a learned table is added once at the input and ALiBi is a bias inside the attention kernel.</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak. Fused linear cross-entropy (Liger) computes the logits a chunk at a time; Cut Cross-Entropy never writes them to memory; a fused softmax kernel (flash-attn, Apex) keeps the 16-bit logits and their gradient, without an fp32 copy.</source>
        <translation>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak. Fused linear cross-entropy (Liger) computes the logits a chunk at a time; Cut Cross-Entropy never writes them to memory; a fused softmax kernel (flash-attn, Apex) keeps the 16-bit logits and their gradient, without an fp32 copy.</translation>
    </message>
    <message>
        <source>LoRA dropout position</source>
        <translation>LoRA dropout position</translation>
    </message>
    <message>
        <source>On the input (PEFT, torchtune) every adapter keeps its own dropped copy of the input; on the output (NeMo AutoModel) the adapters share the input and keep only a mask of their output.</source>
        <translation>On the input (PEFT, torchtune) every adapter keeps its own dropped copy of the input; on the output (NeMo AutoModel) the adapters share the input and keep only a mask of their output.</translation>
    </message>
    <message>
        <source>Layer kernels</source>
        <translation>Layer kernels</translation>
    </message>
    <message>
        <source>The kernels around the matrix products. Eager norms keep an fp32 copy of their input and run several passes; a fused norm keeps only the input. Liger Kernel also fuses SwiGLU (saving two tensors instead of three) and the rotary embedding.</source>
        <translation>The kernels around the matrix products. Eager norms keep an fp32 copy of their input and run several passes; a fused norm keeps only the input. Liger Kernel also fuses SwiGLU (saving two tensors instead of three) and the rotary embedding.</translation>
    </message>
    <message>
        <source>torch&apos;s foreach AdamW holds a copy of the second moment during the step; the fused kernel holds none; the for-loop one tensor at a time. By default, what the framework uses: fused in Hugging Face (torch 2.8 and later), torchtune, torchtitan, KempnerForge and Megatron; foreach in litgpt; for-loop in llm-foundry and the pilot.</source>
        <translation>torch&apos;s foreach AdamW holds a copy of the second moment during the step; the fused kernel holds none; the for-loop one tensor at a time. By default, what the framework uses: fused in Hugging Face (torch 2.8 and later), torchtune, torchtitan, KempnerForge and Megatron; foreach in litgpt; for-loop in llm-foundry and the pilot.</translation>
    </message>
    <message>
        <source>Adapter dtype</source>
        <translation>Adapter dtype</translation>
    </message>
    <message>
        <source>The training loop holds the model&apos;s output, and so its logits, until backward, as loops that keep `outputs` do (PEFT&apos;s method comparison, fsdp_qlora). transformers&apos; Trainer keeps only the loss, so the logits are freed before backward: turn this off for Trainer runs.</source>
        <translation>The training loop holds the model&apos;s output, and so its logits, until backward, as loops that keep `outputs` do (PEFT&apos;s method comparison, fsdp_qlora). transformers&apos; Trainer keeps only the loss, so the logits are freed before backward: turn this off for Trainer runs.</translation>
    </message>
    <message>
        <source>Loop keeps the logits</source>
        <translation>Loop keeps the logits</translation>
    </message>
    <message>
        <source>The dtype of the adapter weights, their gradients and optimizer state. PEFT since mid-2024 keeps them in fp32 and casts each adapter&apos;s input to fp32 (a pass over the input, and one back under autocast); earlier PEFT gave adapters the base weights&apos; dtype. (auto: fp32 under hf-transformers and in the pilot, the base weights&apos; dtype elsewhere)</source>
        <translation>The dtype of the adapter weights, their gradients and optimizer state. PEFT since mid-2024 keeps them in fp32 and casts each adapter&apos;s input to fp32 (a pass over the input, and one back under autocast); earlier PEFT gave adapters the base weights&apos; dtype. (auto: fp32 under hf-transformers and in the pilot, the base weights&apos; dtype elsewhere)</translation>
    </message>
    <message>
        <source>Gradient clipping</source>
        <translation>Gradient clipping</translation>
    </message>
    <message>
        <source>Clipping the gradients&apos; global norm before each optimizer step reads every gradient for the norm, then reads and writes it again to scale it. By default, what the framework does: on in Hugging Face Trainer, torchtitan, Megatron, KempnerForge and llm-foundry&apos;s yamls (norm 1.0); off in torchtune and litgpt&apos;s fine-tuning scripts. The pilot does not clip.</source>
        <translation>Clipping the gradients&apos; global norm before each optimizer step reads every gradient for the norm, then reads and writes it again to scale it. By default, what the framework does: on in Hugging Face Trainer, torchtitan, Megatron, KempnerForge and llm-foundry&apos;s yamls (norm 1.0); off in torchtune and litgpt&apos;s fine-tuning scripts. The pilot does not clip.</translation>
    </message>
    <message>
        <source>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not. flash-triton is the Triton FlashAttention of 2023 (MPT&apos;s attn_impl: triton), slower than FlashAttention-2: about 1.4 times in the forward pass and 2 times in the backward. sdpa-cudnn is SDPA running cuDNN&apos;s fused attention, which PyTorch picks on H100, H200 and B200 from torch 2.11 wheels on; earlier ones run FlashAttention-2 (sdpa).</source>
        <translation>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not. flash-triton is the Triton FlashAttention of 2023 (MPT&apos;s attn_impl: triton), slower than FlashAttention-2: about 1.4 times in the forward pass and 2 times in the backward. sdpa-cudnn is SDPA running cuDNN&apos;s fused attention, which PyTorch picks on H100, H200 and B200 from torch 2.11 wheels on; earlier ones run FlashAttention-2 (sdpa).</translation>
    </message>
    <message>
        <source>Optimizer state dtype</source>
        <translation>Optimizer state dtype</translation>
    </message>
    <message>
        <source>The dtype of the optimizer&apos;s master weights and Adam moments. Megatron keeps them in fp32 (12 bytes a parameter); in bf16 they take 6, and a checkpoint holds them as they are.</source>
        <translation>The dtype of the optimizer&apos;s master weights and Adam moments. Megatron keeps them in fp32 (12 bytes a parameter); in bf16 they take 6, and a checkpoint holds them as they are.</translation>
    </message>
    <message>
        <source>Precision-aware optimizer</source>
        <translation>Precision-aware optimizer</translation>
    </message>
    <message>
        <source>Megatron-Core hands the step to Transformer Engine&apos;s FusedAdam, which keeps a bf16 weight&apos;s fp32 master as its 16-bit remainder (2 bytes instead of 4) and steps on the gradient buffer without an fp32 copy; a checkpoint still holds fp32. Needs the distributed optimizer and AdamW.</source>
        <translation>Megatron-Core hands the step to Transformer Engine&apos;s FusedAdam, which keeps a bf16 weight&apos;s fp32 master as its 16-bit remainder (2 bytes instead of 4) and steps on the gradient buffer without an fp32 copy; a checkpoint still holds fp32. Needs the distributed optimizer and AdamW.</translation>
    </message>
    <message>
        <source>Adam moments dtype</source>
        <translation>Adam moments dtype</translation>
    </message>
    <message>
        <source>The dtype the precision-aware optimizer keeps both Adam moments in: bf16 halves their 8 bytes a parameter.</source>
        <translation>The dtype the precision-aware optimizer keeps both Adam moments in: bf16 halves their 8 bytes a parameter.</translation>
    </message>
    <message>
        <source>Expert dispatch</source>
        <translation>Expert dispatch</translation>
    </message>
    <message>
        <source>Mixture-of-experts models under expert parallelism: how tokens reach the GPUs of their experts. alltoall sends every token once per expert it is routed to; deepep sends it once to each node and each GPU holding any of its experts, which cuts the traffic between nodes.</source>
        <translation>Mixture-of-experts models under expert parallelism: how tokens reach the GPUs of their experts. alltoall sends every token once per expert it is routed to; deepep sends it once to each node and each GPU holding any of its experts, which cuts the traffic between nodes.</translation>
    </message>
    <message>
        <source>4-bit layers keep their inputs</source>
        <translation>4-bit layers keep their inputs</translation>
    </message>
    <message>
        <source>bitsandbytes before 0.43.2 (July 2024) keeps the input of every 4-bit linear for backward, which needs only the weight: one more saved activation per layer input. Turn on for runs on an older bitsandbytes; torchao&apos;s NF4 (torchtune) never keeps it.</source>
        <translation>bitsandbytes before 0.43.2 (July 2024) keeps the input of every 4-bit linear for backward, which needs only the weight: one more saved activation per layer input. Turn on for runs on an older bitsandbytes; torchao&apos;s NF4 (torchtune) never keeps it.</translation>
    </message>
    <message>
        <source>How the checkpoint reaches the GPU. Materialising the whole model on every GPU before sharding or quantising can peak above the training step; streamed and rank-0 broadcast loading do not. The framework&apos;s default: KempnerForge without tensor parallelism puts the whole model on every GPU, the others stream it.</source>
        <translation>How the checkpoint reaches the GPU. Materialising the whole model on every GPU before sharding or quantising can peak above the training step; streamed and rank-0 broadcast loading do not. The framework&apos;s default: KempnerForge without tensor parallelism puts the whole model on every GPU, the others stream it.</translation>
    </message>
    <message>
        <source>Expert routing</source>
        <translation>Expert routing</translation>
    </message>
    <message>
        <source>Which experts each token goes to, at balanced loads: random spreads a token&apos;s experts over the model as a trained router does; contiguous gives it adjacent experts, as benchmark gates do, so under DeepEP it reaches one or two GPUs and one node.</source>
        <translation>Which experts each token goes to, at balanced loads: random spreads a token&apos;s experts over the model as a trained router does; contiguous gives it adjacent experts, as benchmark gates do, so under DeepEP it reaches one or two GPUs and one node.</translation>
    </message>
    <message>
        <source>The dtype the weights are kept in, which can differ from the matmuls&apos; dtype. A LoRA base loaded in fp32 (no torch_dtype; Lightning bf16-mixed) takes 4 bytes per parameter plus the 16-bit copies autocast makes, and an fp32 residual stream; fp8 weights are their own FP8 matmul operand.</source>
        <translation>The dtype the weights are kept in, which can differ from the matmuls&apos; dtype. A LoRA base loaded in fp32 (no torch_dtype; Lightning bf16-mixed) takes 4 bytes per parameter plus the 16-bit copies autocast makes, and an fp32 residual stream; fp8 weights are their own FP8 matmul operand.</translation>
    </message>
    <message>
        <source>Overlap the gradient reduction</source>
        <translation>Overlap the gradient reduction</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel communication</source>
        <translation>Overlap tensor-parallel communication</translation>
    </message>
    <message>
        <source>Transformer Engine splits each tensor-parallel all-gather and reduce-scatter into chunks that run under the pieces of the GEMM they feed. Off, as Megatron-LM runs without --tp-comm-overlap, every tensor-parallel collective is waited for.</source>
        <translation>Transformer Engine splits each tensor-parallel all-gather and reduce-scatter into chunks that run under the pieces of the GEMM they feed. Off, as Megatron-LM runs without --tp-comm-overlap, every tensor-parallel collective is waited for.</translation>
    </message>
    <message>
        <source>Overlap the expert exchange</source>
        <translation>Overlap the expert exchange</translation>
    </message>
    <message>
        <source>Mixture-of-experts models under expert parallelism: Megatron runs one micro-batch&apos;s forward beside the previous one&apos;s backward, so each one&apos;s token exchange runs under the other&apos;s compute. The first forward and the last backward of a step run alone; it needs gradient accumulation to help.</source>
        <translation>Mixture-of-experts models under expert parallelism: Megatron runs one micro-batch&apos;s forward beside the previous one&apos;s backward, so each one&apos;s token exchange runs under the other&apos;s compute. The first forward and the last backward of a step run alone; it needs gradient accumulation to help.</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA graphs</translation>
    </message>
    <message>
        <source>The parts of each step replayed as CUDA graphs: the host launches one graph instead of every kernel in it, which matters where the host issues kernels more slowly than the GPU runs them (small micro-batches, many experts per GPU, Grace hosts). Empty: every kernel is launched from the host. A MoE layer graphs whole only with drop-and-pad routing (a capacity factor), since dropless routing sizes its tensors on the host.</source>
        <translation>The parts of each step replayed as CUDA graphs: the host launches one graph instead of every kernel in it, which matters where the host issues kernels more slowly than the GPU runs them (small micro-batches, many experts per GPU, Grace hosts). Empty: every kernel is launched from the host. A MoE layer graphs whole only with drop-and-pad routing (a capacity factor), since dropless routing sizes its tensors on the host.</translation>
    </message>
    <message>
        <source>Expert kernels</source>
        <translation>Expert kernels</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: how each GPU runs its experts. loop takes one expert at a time (small GEMMs, many kernel launches, and in transformers a wait for the GPU before each expert); grouped runs all of them in one grouped GEMM per projection. framework = the framework&apos;s default: grouped in transformers 5, torchtitan and Megatron, a loop in litgpt and transformers 4.</source>
        <translation>Mixture-of-experts models: how each GPU runs its experts. loop takes one expert at a time (small GEMMs, many kernel launches, and in transformers a wait for the GPU before each expert); grouped runs all of them in one grouped GEMM per projection. framework = the framework&apos;s default: grouped in transformers 5, torchtitan and Megatron, a loop in litgpt and transformers 4.</translation>
    </message>
    <message>
        <source>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations. LoRA on a mixture-of-experts model&apos;s experts under transformers 5 takes none.</source>
        <translation>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations. LoRA on a mixture-of-experts model&apos;s experts under transformers 5 takes none.</translation>
    </message>
    <message>
        <source>FSDP version</source>
        <translation>FSDP version</translation>
    </message>
    <message>
        <source>Which FSDP shards the model. 1 flattens each wrapped unit into one parameter, so frozen weights that share a unit with trained ones get gradients too; 2 shards every parameter on its own and copies each gathered unit out of its buffer. framework = the framework&apos;s own: 1 in transformers (accelerate&apos;s default), litgpt and llm-foundry, 2 in torchtune, torchtitan and KempnerForge.</source>
        <translation>Which FSDP shards the model. 1 flattens each wrapped unit into one parameter, so frozen weights that share a unit with trained ones get gradients too; 2 shards every parameter on its own and copies each gathered unit out of its buffer. framework = the framework&apos;s own: 1 in transformers (accelerate&apos;s default), litgpt and llm-foundry, 2 in torchtune, torchtitan and KempnerForge.</translation>
    </message>
    <message>
        <source>Megatron reduces each gradient bucket while backward goes on and gathers the updated parameters during the next forward; DeepSpeed ZeRO (overlap_comm) reduces its buckets on a stream of their own, two of them in flight under ZeRO-1 and 2. Off, the reduction waits: after backward (Megatron-LM without --overlap-grad-reduce) or on the compute stream (DeepSpeed&apos;s default for ZeRO-1 and 2).</source>
        <translation>Megatron reduces each gradient bucket while backward goes on and gathers the updated parameters during the next forward; DeepSpeed ZeRO (overlap_comm) reduces its buckets on a stream of their own, two of them in flight under ZeRO-1 and 2. Off, the reduction waits: after backward (Megatron-LM without --overlap-grad-reduce) or on the compute stream (DeepSpeed&apos;s default for ZeRO-1 and 2).</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>elements</translation>
    </message>
    <message>
        <source>ZeRO reduce bucket</source>
        <translation>ZeRO reduce bucket</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s reduce_bucket_size: the gradient bucket it allocates on the GPU in the training dtype, for the whole run under ZeRO-3 and during each backward under ZeRO-1 and 2. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is hidden_size squared; without the key DeepSpeed takes 500 million.</source>
        <translation>DeepSpeed&apos;s reduce_bucket_size: the gradient bucket it allocates on the GPU in the training dtype, for the whole run under ZeRO-3 and during each backward under ZeRO-1 and 2. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is hidden_size squared; without the key DeepSpeed takes 500 million.</translation>
    </message>
    <message>
        <source>Fully trained modules</source>
        <translation>Fully trained modules</translation>
    </message>
    <message>
        <source>Modules trained whole beside the adapters, as when new tokens are added: each is a copy of the frozen original in its dtype, with its own gradient and optimizer state, and a trained head computes its weight gradient. Empty: the adapters alone train.</source>
        <translation>Modules trained whole beside the adapters, as when new tokens are added: each is a copy of the frozen original in its dtype, with its own gradient and optimizer state, and a trained head computes its weight gradient. Empty: the adapters alone train.</translation>
    </message>
    <message>
        <source>Unpacked data: the mean tokens of a training sequence. It sets tokens per second; the longest sequence (sequence_length) still sets the memory peak. Packed rows that attend per document: the mean tokens of a document, which sets the attention work. 0 = measured from the data file (byte-level tokens), else sequence_length.</source>
        <translation>Unpacked data: the mean tokens of a training sequence. It sets tokens per second; the longest sequence (sequence_length) still sets the memory peak. Packed rows that attend per document: the mean tokens of a document, which sets the attention work. 0 = measured from the data file (byte-level tokens), else sequence_length.</translation>
    </message>
    <message>
        <source>Attention in a packed row</source>
        <translation>Attention in a packed row</translation>
    </message>
    <message>
        <source>Whether the documents packed into a row attend to one another. Within each document: where the framework skips the other documents (FlashAttention&apos;s varlen kernel, FlexAttention), attention costs what rows of the mean document length (data.mean_tokens) cost; where it passes a dense mask (SDPA, eager), it still computes the whole row and keeps the mask for backward.</source>
        <translation>Whether the documents packed into a row attend to one another. Within each document: where the framework skips the other documents (FlashAttention&apos;s varlen kernel, FlexAttention), attention costs what rows of the mean document length (data.mean_tokens) cost; where it passes a dense mask (SDPA, eager), it still computes the whole row and keeps the mask for backward.</translation>
    </message>
    <message>
        <source>Mean sequence or document length</source>
        <translation>Mean sequence or document length</translation>
    </message>
    <message>
        <source>Splits each sequence across this many GPUs: activations divide, and every layer&apos;s attention exchanges keys and values (a ring) or trades sequence shards for head shards (all-to-all). For long sequences.</source>
        <translation>Splits each sequence across this many GPUs: activations divide, and every layer&apos;s attention exchanges keys and values (a ring) or trades sequence shards for head shards (all-to-all). For long sequences.</translation>
    </message>
    <message>
        <source>Context-parallel exchange</source>
        <translation>Context-parallel exchange</translation>
    </message>
    <message>
        <source>Ring: each GPU attends with its own queries while keys and values pass round the ring, hidden behind the attention they feed. All-to-all (DeepSpeed-Ulysses): before attention each GPU trades its shard of the sequence for a share of the heads over the whole sequence, and back after it; the exchanges wait for one another, and the heads must divide.</source>
        <translation>Ring: each GPU attends with its own queries while keys and values pass round the ring, hidden behind the attention they feed. All-to-all (DeepSpeed-Ulysses): before attention each GPU trades its shard of the sequence for a share of the heads over the whole sequence, and back after it; the exchanges wait for one another, and the heads must divide.</translation>
    </message>
    <message>
        <source>ZeRO-3 prefetch bucket</source>
        <translation>ZeRO-3 prefetch bucket</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_prefetch_bucket_size: how many parameter elements ZeRO-3 gathers ahead of the module that needs them. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is 0.9 × hidden_size squared; without the key DeepSpeed takes 50 million.</source>
        <translation>DeepSpeed&apos;s stage3_prefetch_bucket_size: how many parameter elements ZeRO-3 gathers ahead of the module that needs them. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is 0.9 × hidden_size squared; without the key DeepSpeed takes 50 million.</translation>
    </message>
    <message>
        <source>ZeRO-3 reuse distance</source>
        <translation>ZeRO-3 reuse distance</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_max_reuse_distance: ZeRO-3 keeps a module&apos;s parameters gathered when they run again within this many parameter elements, so the head and the last blocks stay gathered from forward into backward. 0 releases every module as it finishes.</source>
        <translation>DeepSpeed&apos;s stage3_max_reuse_distance: ZeRO-3 keeps a module&apos;s parameters gathered when they run again within this many parameter elements, so the head and the last blocks stay gathered from forward into backward. 0 releases every module as it finishes.</translation>
    </message>
    <message>
        <source>ZeRO-3 live parameters</source>
        <translation>ZeRO-3 live parameters</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_max_live_parameters: ZeRO-3 prefetches nothing while this many parameter elements are gathered.</source>
        <translation>DeepSpeed&apos;s stage3_max_live_parameters: ZeRO-3 prefetches nothing while this many parameter elements are gathered.</translation>
    </message>
    <message>
        <source>One linear</source>
        <translation>One linear</translation>
    </message>
    <message>
        <source>Three linears</source>
        <translation>Three linears</translation>
    </message>
    <message>
        <source>Fused q, k, v</source>
        <translation>Fused q, k, v</translation>
    </message>
    <message>
        <source>The checkpoint holds the query, key and value projections as one linear. It runs as one GEMM, and under PEFT a LoRA target on any of q, k, v is one adapter on the fused output: one rank-r input matrix and one dropout instead of up to three.</source>
        <translation>The checkpoint holds the query, key and value projections as one linear. It runs as one GEMM, and under PEFT a LoRA target on any of q, k, v is one adapter on the fused output: one rank-r input matrix and one dropout instead of up to three.</translation>
    </message>
    <message>
        <source>Two linears</source>
        <translation>Two linears</translation>
    </message>
    <message>
        <source>Fused gate and up</source>
        <translation>Fused gate and up</translation>
    </message>
    <message>
        <source>The checkpoint holds a SwiGLU&apos;s gate and up projections as one linear, run as one GEMM; under PEFT a target on gate or up is one adapter on both.</source>
        <translation>The checkpoint holds a SwiGLU&apos;s gate and up projections as one linear, run as one GEMM; under PEFT a target on gate or up is one adapter on both.</translation>
    </message>
    <message>
        <source>With biases</source>
        <translation>With biases</translation>
    </message>
    <message>
        <source>Without biases</source>
        <translation>Without biases</translation>
    </message>
    <message>
        <source>q, k, v biases</source>
        <translation>q, k, v biases</translation>
    </message>
    <message>
        <source>The query, key and value projections carry biases: their output widths in parameters, with gradients and optimizer state when trained.</source>
        <translation>The query, key and value projections carry biases: their output widths in parameters, with gradients and optimizer state when trained.</translation>
    </message>
    <message>
        <source>Biases on every linear</source>
        <translation>Biases on every linear</translation>
    </message>
    <message>
        <source>Every linear of the blocks carries a bias, as in GPT-NeoX, BLOOM and phi-2.</source>
        <translation>Every linear of the blocks carries a bias, as in GPT-NeoX, BLOOM and phi-2.</translation>
    </message>
    <message>
        <source>Reduce every micro-batch</source>
        <translation>Reduce every micro-batch</translation>
    </message>
    <message>
        <source>The gradients are reduced after every micro-batch instead of once per optimizer step. Under FSDP they then accumulate sharded, not whole, which saves memory; DDP and FSDP pay a reduction per micro-batch.</source>
        <translation>The gradients are reduced after every micro-batch instead of once per optimizer step. Under FSDP they then accumulate sharded, not whole, which saves memory; DDP and FSDP pay a reduction per micro-batch.</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>Learned positions</translation>
    </message>
    <message>
        <source>Rows of a learned position table: positions × hidden size parameters, with gradients and optimizer state under full fine-tuning. No sequence may be longer. Unset, the table holds the longest sequence.</source>
        <translation>Rows of a learned position table: positions × hidden size parameters, with gradients and optimizer state under full fine-tuning. No sequence may be longer. Unset, the table holds the longest sequence.</translation>
    </message>
    <message>
        <source>Python formula</source>
        <translation>Python formula</translation>
    </message>
    <message>
        <source>One kernel</source>
        <translation>One kernel</translation>
    </message>
    <message>
        <source>GELU as gelu_new</source>
        <translation>GELU as gelu_new</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s code computes GELU as transformers&apos; gelu_new: the tanh formula as nine eager operations. They keep four MLP-wide tensors for backward where one kernel keeps its input, three of them in fp32 under autocast, and make many more memory passes. Compiled, it is one kernel.</source>
        <translation>The checkpoint&apos;s code computes GELU as transformers&apos; gelu_new: the tanh formula as nine eager operations. They keep four MLP-wide tensors for backward where one kernel keeps its input, three of them in fp32 under autocast, and make many more memory passes. Compiled, it is one kernel.</translation>
    </message>
    <message>
        <source>Hidden dropout</source>
        <translation>Hidden dropout</translation>
    </message>
    <message>
        <source>Dropout on each block&apos;s attention and MLP outputs while training, as the checkpoint&apos;s config sets it. Each site keeps a one-byte mask for backward and makes a pass over the hidden state each way. Llama-style models have none.</source>
        <translation>Dropout on each block&apos;s attention and MLP outputs while training, as the checkpoint&apos;s config sets it. Each site keeps a one-byte mask for backward and makes a pass over the hidden state each way. Llama-style models have none.</translation>
    </message>
    <message>
        <source>Query and key norms</source>
        <translation>Query and key norms</translation>
    </message>
    <message>
        <source>A norm on the queries and on the keys after their projections: one of head size shared by the heads, or one over each whole projection. Each is a memory-bound pass over q and k each way and keeps its input for backward; the two differ only in their weights.</source>
        <translation>A norm on the queries and on the keys after their projections: one of head size shared by the heads, or one over each whole projection. Each is a memory-bound pass over q and k each way and keeps its input for backward; the two differ only in their weights.</translation>
    </message>
    <message>
        <source>Tokens each expert computes</source>
        <translation>Tokens each expert computes</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>Tiled MLP</translation>
    </message>
    <message>
        <source>The MLP runs over the sequence in tiles and keeps only its input; backward runs each tile&apos;s forward again. Long sequences keep one tile&apos;s intermediates instead of the whole sequence&apos;s, for one more MLP forward per step.</source>
        <translation>The MLP runs over the sequence in tiles and keeps only its input; backward runs each tile&apos;s forward again. Long sequences keep one tile&apos;s intermediates instead of the whole sequence&apos;s, for one more MLP forward per step.</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>tiles</translation>
    </message>
    <message>
        <source>MLP tiles</source>
        <translation>MLP tiles</translation>
    </message>
    <message>
        <source>Tiles per sequence; 0 takes the frameworks&apos; own count, the sequence on this GPU over the hidden size.</source>
        <translation>Tiles per sequence; 0 takes the frameworks&apos; own count, the sequence on this GPU over the hidden size.</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: routed experts compute only the tokens sent to them; dense runs every token through every expert and scales each output by the router&apos;s score, zero outside the token&apos;s top k, so the experts do experts ÷ k times their routed work and keep as much more for backward. framework = as the framework&apos;s code for the model runs them: dense for Llama 4 in transformers (Axolotl&apos;s linearized Llama 4 too), routed elsewhere.</source>
        <translation>Mixture-of-experts models: routed experts compute only the tokens sent to them; dense runs every token through every expert and scales each output by the router&apos;s score, zero outside the token&apos;s top k, so the experts do experts ÷ k times their routed work and keep as much more for backward. framework = as the framework&apos;s code for the model runs them: dense for Llama 4 in transformers (Axolotl&apos;s linearized Llama 4 too), routed elsewhere.</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>element</source>
        <translation>element</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequence</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>micro-batch</translation>
    </message>
    <message>
        <source>block</source>
        <translation>block</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tile</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>chunk</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>epoch</translation>
    </message>
</context>
<context>
    <name>RunDefinitionView</name>
    <message>
        <source>Not set</source>
        <translation>Not set</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>None (config.json or model folder)</source>
        <translation>None (config.json or model folder)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Architecture overrides</source>
        <translation>Architecture overrides</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Data, validation and checkpoints</source>
        <translation>Data, validation and checkpoints</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Rental window</translation>
    </message>
    <message>
        <source>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</source>
        <translation>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</translation>
    </message>
    <message>
        <source>Correct the marked fields to see the model and the plan.</source>
        <translation>Correct the marked fields to see the model and the plan.</translation>
    </message>
    <message>
        <source>The model cannot be resolved yet; see the marked fields.</source>
        <translation>The model cannot be resolved yet; see the marked fields.</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Allowed: %1</translation>
    </message>
    <message>
        <source>Method and adapters</source>
        <translation>Method and adapters</translation>
    </message>
    <message>
        <source>Optimizer and precision</source>
        <translation>Optimizer and precision</translation>
    </message>
    <message>
        <source>Training length and schedule</source>
        <translation>Training length and schedule</translation>
    </message>
    <message>
        <source>Batch and activations</source>
        <translation>Batch and activations</translation>
    </message>
    <message>
        <source>Kernels and framework</source>
        <translation>Kernels and framework</translation>
    </message>
    <message>
        <source>Not used by this card&apos;s model, method, framework or layout.</source>
        <translation>Not used by this card&apos;s model, method, framework or layout.</translation>
    </message>
</context>
<context>
    <name>Scaling</name>
    <message>
        <source>Run card&apos;s layout (%1)</source>
        <translation>Run card&apos;s layout (%1)</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>nothing fits</translation>
    </message>
    <message>
        <source>one GPU (no data parallelism)</source>
        <translation>one GPU (no data parallelism)</translation>
    </message>
    <message>
        <source>%1× the throughput of 1, %2</source>
        <translation>%1× the throughput of 1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n GPU: %1</numerusform>
            <numerusform>%n GPUs: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>throughput</translation>
    </message>
    <message>
        <source>memory and throughput</source>
        <translation>memory and throughput</translation>
    </message>
    <message>
        <source>memory: a faster layout does not fit with the margin</source>
        <translation>memory: a faster layout does not fit with the margin</translation>
    </message>
    <message>
        <source>throughput: the fastest of the layouts that fit</source>
        <translation>throughput: the fastest of the layouts that fit</translation>
    </message>
    <message>
        <source>memory and throughput: the only layout that fits, and none is faster</source>
        <translation>memory and throughput: the only layout that fits, and none is faster</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): no layout fits with the memory margin.</source>
        <translation>
            <numerusform>%n GPU: no layout fits with the memory margin.</numerusform>
            <numerusform>%n GPUs: no layout fits with the memory margin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1, because of %2.</source>
        <translation>
            <numerusform>%n GPU: %1, because of %2.</numerusform>
            <numerusform>%n GPUs: %1, because of %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>fits on every count</source>
        <translation>fits on every count</translation>
    </message>
    <message>
        <source>fits from %1 GPUs</source>
        <translation>fits from %1 GPUs</translation>
    </message>
    <message numerus="yes">
        <source>fits up to %n GPU(s) only</source>
        <translation>
            <numerusform>fits up to %n GPU only</numerusform>
            <numerusform>fits up to %n GPUs only</numerusform>
        </translation>
    </message>
    <message>
        <source>does not fit on any count up to %1 GPUs</source>
        <translation>does not fit on any count up to %1 GPUs</translation>
    </message>
    <message>
        <source>1 GPU: the run card fits with the margin.</source>
        <translation>1 GPU: the run card fits with the margin.</translation>
    </message>
    <message numerus="yes">
        <source>fits up to %n GPU(s) and from %1 GPUs</source>
        <translation>
            <numerusform>fits up to %n GPU and from %1 GPUs</numerusform>
            <numerusform>fits up to %n GPUs and from %1 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>the framework</source>
        <translation>the framework</translation>
    </message>
    <message>
        <source>the framework: the only layout the run card&apos;s framework runs here</source>
        <translation>the framework: the only layout the run card&apos;s framework runs here</translation>
    </message>
    <message numerus="yes">
        <source>%n data-parallel replica(s) × micro-batch %1 × accumulation %2</source>
        <translation>
            <numerusform>%n data-parallel replica × micro-batch %1 × accumulation %2</numerusform>
            <numerusform>%n data-parallel replicas × micro-batch %1 × accumulation %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>* The card&apos;s %n sequence(s) per step do not divide among that many data-parallel replicas: the row trains the batch shown, at least one sequence per replica, and its efficiency compares its throughput per GPU with one GPU&apos;s.</source>
        <translation>
            <numerusform>* The card&apos;s %n sequence per step does not divide among that many data-parallel replicas: the row trains the batch shown, at least one sequence per replica, and its efficiency compares its throughput per GPU with one GPU&apos;s.</numerusform>
            <numerusform>* The card&apos;s %n sequences per step do not divide among that many data-parallel replicas: the row trains the batch shown, at least one sequence per replica, and its efficiency compares its throughput per GPU with one GPU&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepTimeText</name>
    <message>
        <source>Compute %1 (at the utilisation the pilot measured)</source>
        <translation>Compute %1 (at the utilisation the pilot measured)</translation>
    </message>
    <message>
        <source>GEMMs %1</source>
        <translation>GEMMs %1</translation>
    </message>
    <message>
        <source>attention %1</source>
        <translation>attention %1</translation>
    </message>
    <message>
        <source>memory-bound ops %1</source>
        <translation>memory-bound ops %1</translation>
    </message>
    <message>
        <source>pipeline bubble %1</source>
        <translation>pipeline bubble %1</translation>
    </message>
    <message>
        <source>Compute %1 (%2)</source>
        <translation>Compute %1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>communication %1 exposed of %2</source>
        <translation>communication %1 exposed of %2</translation>
    </message>
    <message>
        <source>optimizer %1</source>
        <translation>optimizer %1</translation>
    </message>
    <message>
        <source>offloading %1</source>
        <translation>offloading %1</translation>
    </message>
    <message>
        <source>sequences padded to %1 tokens, %2 of them real</source>
        <translation>sequences padded to %1 tokens, %2 of them real</translation>
    </message>
    <message>
        <source>collective buffer copies %1</source>
        <translation>collective buffer copies %1</translation>
    </message>
    <message>
        <source>host time the GPU waits for %1</source>
        <translation>host time the GPU waits for %1</translation>
    </message>
</context>
<context>
    <name>runcard::ui::AboutDialog</name>
    <message>
        <source>this program</source>
        <translation>this program</translation>
    </message>
    <message>
        <source>charts</source>
        <translation>charts</translation>
    </message>
    <message>
        <source>user interface</source>
        <translation>user interface</translation>
    </message>
    <message>
        <source>the pilot (runcard-pilot)</source>
        <translation>the pilot (runcard-pilot)</translation>
    </message>
    <message>
        <source>run cards and catalogs</source>
        <translation>run cards and catalogs</translation>
    </message>
    <message>
        <source>About Runcard</source>
        <translation>About Runcard</translation>
    </message>
    <message>
        <source>A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare GPUs, pilot, then decide on the cost per successful run.</source>
        <translation>A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare GPUs, pilot, then decide on the cost per successful run.</translation>
    </message>
    <message>
        <source>Licences:</source>
        <translation>Licences:</translation>
    </message>
    <message>
        <source>Runcard comes with ABSOLUTELY NO WARRANTY; see the GNU GPL for details.</source>
        <translation>Runcard comes with ABSOLUTELY NO WARRANTY; see the GNU GPL for details.</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>About Qt</translation>
    </message>
    <message>
        <source>GNU GPL 3.0 or later</source>
        <translation>GNU GPL 3.0 or later</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CompareView</name>
    <message>
        <source>%1 (calibrated: memory, utilisation)</source>
        <translation>%1 (calibrated: memory, utilisation)</translation>
    </message>
    <message>
        <source>%1 (calibrated: memory)</source>
        <translation>%1 (calibrated: memory)</translation>
    </message>
    <message>
        <source>%1 (calibrated: utilisation)</source>
        <translation>%1 (calibrated: utilisation)</translation>
    </message>
    <message>
        <source>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</source>
        <translation>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</translation>
    </message>
    <message>
        <source>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</source>
        <translation>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</translation>
    </message>
    <message>
        <source>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</source>
        <translation>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU comparison</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>No comparison: %1</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Memory:</translation>
    </message>
    <message>
        <source>Interconnect:</source>
        <translation>Interconnect:</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Software stack</translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation>Caveats</translation>
    </message>
    <message>
        <source>Catalog notes</source>
        <translation>Catalog notes</translation>
    </message>
    <message>
        <source>Software stack and caveats</source>
        <translation>Software stack and caveats</translation>
    </message>
    <message>
        <source>What-if values from the memory budget are in effect.</source>
        <translation>What-if values from the memory budget are in effect.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>hours</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Usable memory</translation>
    </message>
    <message>
        <source>Fits with margin</source>
        <translation>Fits with margin</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Tight</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>This GPU cannot run the run card: %1</source>
        <translation>This GPU cannot run the run card: %1</translation>
    </message>
    <message>
        <source>Fits only inside the memory margin at the run card&apos;s layout.</source>
        <translation>Fits only inside the memory margin at the run card&apos;s layout.</translation>
    </message>
    <message>
        <source>The same run card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</source>
        <translation>The same run card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</source>
        <translation>No GPU in the catalog fits this run card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>Memory per GPU at the run card&apos;s layout</source>
        <translation>Memory per GPU at the run card&apos;s layout</translation>
    </message>
    <message>
        <source>Time to train at the run card&apos;s layout</source>
        <translation>Time to train at the run card&apos;s layout</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Precision not supported</source>
        <translation>Precision not supported</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CostView</name>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Billing period</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Pricing</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Price file…</source>
        <translation>Price file…</translation>
    </message>
    <message>
        <source>Use your provider&apos;s price file (YAML, docs/cost-model.md).</source>
        <translation>Use your provider&apos;s price file (YAML, docs/cost-model.md).</translation>
    </message>
    <message>
        <source>Edit prices…</source>
        <translation>Edit prices…</translation>
    </message>
    <message>
        <source>Opens your price file in the text editor; a copy of the bundled prices is made first if you have none.</source>
        <translation>Opens your price file in the text editor; a copy of the bundled prices is made first if you have none.</translation>
    </message>
    <message>
        <source>Bundled prices</source>
        <translation>Bundled prices</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Rental window</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens</source>
        <translation>Cost per 1M trained tokens</translation>
    </message>
    <message>
        <source>No price in the catalog: %1</source>
        <translation>No price in the catalog: %1</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Price file</translation>
    </message>
    <message>
        <source>Price catalogs (*.yaml *.yml)</source>
        <translation>Price catalogs (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Prices as of %1 (%2). Missing prices are shown as missing, never as zero.</source>
        <translation>Prices as of %1 (%2). Missing prices are shown as missing, never as zero.</translation>
    </message>
    <message>
        <source>Your file: %1</source>
        <translation>Your file: %1</translation>
    </message>
    <message>
        <source>The price catalog could not be read: %1</source>
        <translation>The price catalog could not be read: %1</translation>
    </message>
    <message>
        <source>That price file was not used: %1</source>
        <translation>That price file was not used: %1</translation>
    </message>
    <message>
        <source>No costs: the run card cannot be planned; see the run card page.</source>
        <translation>No costs: the run card cannot be planned; see the run card page.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Value of a day earlier</translation>
    </message>
    <message>
        <source>What finishing a day earlier is worth to you; it is added to each GPU&apos;s cost for the comparison.</source>
        <translation>What finishing a day earlier is worth to you; it is added to each GPU&apos;s cost for the comparison.</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::DecisionChecklist</name>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>nothing on file</source>
        <translation>nothing on file</translation>
    </message>
    <message>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Ready to reserve: memory budget, scaling step and restore are proven.</translation>
    </message>
    <message>
        <source>Not ready to reserve yet: finish the pending stages first.</source>
        <translation>Not ready to reserve yet: finish the pending stages first.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::FitLeversPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One change each, planned in full on this GPU. Select one and apply it, or combine them yourself.</source>
        <translation>One change each, planned in full on this GPU. Select one and apply it, or combine them yourself.</translation>
    </message>
    <message>
        <source>Ways to fit</source>
        <translation>Ways to fit</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>At the peak</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Wall time</translation>
    </message>
    <message>
        <source>Apply to card</source>
        <translation>Apply to card</translation>
    </message>
    <message>
        <source>One change each, planned in full on this GPU; each keeps the margin and shortens the run. Select one and apply it.</source>
        <translation>One change each, planned in full on this GPU; each keeps the margin and shortens the run. Select one and apply it.</translation>
    </message>
    <message>
        <source>Faster within the margin</source>
        <translation>Faster within the margin</translation>
    </message>
    <message>
        <source>The same card under each framework, on this GPU and layout, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers. Run the pilot under the one you choose.</source>
        <translation>The same card under each framework, on this GPU and layout, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers. Run the pilot under the one you choose.</translation>
    </message>
    <message>
        <source>Cannot run this card: %1.</source>
        <translation>Cannot run this card: %1.</translation>
    </message>
    <message>
        <source>Other training frameworks</source>
        <translation>Other training frameworks</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>No single change keeps the margin: the first row combines those that do together, the others are one change each, all planned in full on this GPU. Select one and apply it.</source>
        <translation>No single change keeps the margin: the first row combines those that do together, the others are one change each, all planned in full on this GPU. Select one and apply it.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::GpuComparisonModel</name>
    <message>
        <source>Unsupported</source>
        <translation>Unsupported</translation>
    </message>
    <message>
        <source>Fits with margin</source>
        <translation>Fits with margin</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Tight</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Usable</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>One GPU</translation>
    </message>
    <message>
        <source>GPUs (DDP)</source>
        <translation>GPUs (DDP)</translation>
    </message>
    <message>
        <source>GPUs (ZeRO-3)</source>
        <translation>GPUs (ZeRO-3)</translation>
    </message>
    <message>
        <source>GPUs (FSDP)</source>
        <translation>GPUs (FSDP)</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Time to train</translation>
    </message>
    <message>
        <source>GPUs (ZeRO-2)</source>
        <translation>GPUs (ZeRO-2)</translation>
    </message>
    <message>
        <source>Whether the run card fits on this GPU with its memory margin at its own GPU count and parallelism.</source>
        <translation>Whether the run card fits on this GPU with its memory margin at its own GPU count and parallelism.</translation>
    </message>
    <message>
        <source>The whole rental window priced at the expected speed; only where the run card fits with the margin and the GPU has a price.</source>
        <translation>The whole rental window priced at the expected speed; only where the run card fits with the margin and the GPU has a price.</translation>
    </message>
    <message>
        <source>The cost per run divided by the millions of tokens it trains.</source>
        <translation>The cost per run divided by the millions of tokens it trains.</translation>
    </message>
    <message>
        <source>Predicted device memory per GPU at the run card&apos;s layout, as nvidia-smi or amd-smi would show it.</source>
        <translation>Predicted device memory per GPU at the run card&apos;s layout, as nvidia-smi or amd-smi would show it.</translation>
    </message>
    <message>
        <source>Usable memory minus the predicted device memory; it should stay above the run card&apos;s margin (%1).</source>
        <translation>Usable memory minus the predicted device memory; it should stay above the run card&apos;s margin (%1).</translation>
    </message>
    <message>
        <source>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the run card).</source>
        <translation>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the run card).</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Cost per run</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Per 1M tokens</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Fewest GPUs of this type that fit with the margin under any layout, and that layout (right-click the header to show each layout&apos;s count).</source>
        <translation>Fewest GPUs of this type that fit with the margin under any layout, and that layout (right-click the header to show each layout&apos;s count).</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Fewest GPUs</translation>
    </message>
    <message>
        <source>At the limit</source>
        <translation>At the limit</translation>
    </message>
    <message>
        <source>%1 does not run this layout.</source>
        <translation>%1 does not run this layout.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MainWindow</name>
    <message>
        <source>Open run card</source>
        <translation>Open run card</translation>
    </message>
    <message>
        <source>Run cards (*.yaml *.yml)</source>
        <translation>Run cards (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>No recent cards</source>
        <translation>No recent cards</translation>
    </message>
    <message>
        <source>The card had not been saved yet.</source>
        <translation>The card had not been saved yet.</translation>
    </message>
    <message>
        <source>Card: %1</source>
        <translation>Card: %1</translation>
    </message>
    <message>
        <source>Recovered the unsaved run card.</source>
        <translation>Recovered the unsaved run card.</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Recovery failed</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Save run card</source>
        <translation>Save run card</translation>
    </message>
    <message>
        <source>Cannot save the run card</source>
        <translation>Cannot save the run card</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>%1[*] — Runcard</source>
        <translation>%1[*] — Runcard</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU on %3</source>
        <translation>%1 of %2 per GPU on %3</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New run card</source>
        <translation>&amp;New run card</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Runcard</source>
        <translation>&amp;About Runcard</translation>
    </message>
    <message>
        <source>Autosaved %1</source>
        <translation>Autosaved %1</translation>
    </message>
    <message>
        <source>Cannot open %1; the open run card is unchanged.</source>
        <translation>Cannot open %1; the open run card is unchanged.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
    <message>
        <source>The run card has errors, so there is no plan.</source>
        <translation>The run card has errors, so there is no plan.</translation>
    </message>
    <message>
        <source>Fix them on the Run card (Ctrl+1):</source>
        <translation>Fix them on the Run card (Ctrl+1):</translation>
    </message>
    <message>
        <source>PDF and table export are disabled until the run card is fixed.</source>
        <translation>PDF and table export are disabled until the run card is fixed.</translation>
    </message>
    <message numerus="yes">
        <source>Run card has errors (%n): no plan</source>
        <translation>
            <numerusform>Run card has errors (%n): no plan</numerusform>
            <numerusform>Run card has errors (%n): no plan</numerusform>
        </translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Export PDF report</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Report written: %1</translation>
    </message>
    <message>
        <source>The report was not written</source>
        <translation>The report was not written</translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation>&amp;Export PDF report…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>Start pilot</source>
        <translation>Start pilot</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Rental window</translation>
    </message>
    <message>
        <source>What-if values</source>
        <translation>What-if values</translation>
    </message>
    <message>
        <source>&amp;Undo %1 change</source>
        <translation>&amp;Undo %1 change</translation>
    </message>
    <message>
        <source>&amp;Redo %1 change</source>
        <translation>&amp;Redo %1 change</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MemoryBudgetView</name>
    <message>
        <source>Drag a control to see the budget change; the card stays as it is.</source>
        <translation>Drag a control to see the budget change; the card stays as it is.</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Memory budget</translation>
    </message>
    <message>
        <source>No budget: %1</source>
        <translation>No budget: %1</translation>
    </message>
    <message>
        <source>Memory per GPU on %1 × %2 (%3)</source>
        <translation>Memory per GPU on %1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Usable %1</source>
        <translation>Usable %1</translation>
    </message>
    <message>
        <source>Margin limit %1</source>
        <translation>Margin limit %1</translation>
    </message>
    <message>
        <source>Peak allocated (tensors)</source>
        <translation>Peak allocated (tensors)</translation>
    </message>
    <message>
        <source>Reserved by the allocator</source>
        <translation>Reserved by the allocator</translation>
    </message>
    <message>
        <source>Device total (as nvidia-smi shows)</source>
        <translation>Device total (as nvidia-smi shows)</translation>
    </message>
    <message>
        <source>Usable device memory</source>
        <translation>Usable device memory</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>forward pass</source>
        <translation>forward pass</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>backward pass</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>optimizer step</translation>
    </message>
    <message>
        <source>Cannot run on this GPU: %1</source>
        <translation>Cannot run on this GPU: %1</translation>
    </message>
    <message>
        <source>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</source>
        <translation>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</translation>
    </message>
    <message>
        <source>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</source>
        <translation>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed, %2 usable (%3 short).</source>
        <translation>Does not fit: %1 needed, %2 usable (%3 short).</translation>
    </message>
    <message>
        <source>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</source>
        <translation>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>What if…</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelism</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward pass; activations grow with it.</source>
        <translation>Sequences per GPU per forward pass; activations grow with it.</translation>
    </message>
    <message>
        <source>Longest sequence in tokens; activations grow with it.</source>
        <translation>Longest sequence in tokens; activations grow with it.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Apply to card</source>
        <translation>Apply to card</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <source>Of device</source>
        <translation>Of device</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>What-if values are in effect on every page (comparison, cost, report); the card is unchanged until you apply them.</source>
        <translation>What-if values are in effect on every page (comparison, cost, report); the card is unchanged until you apply them.</translation>
    </message>
    <message>
        <source>model loading, before the first step</source>
        <translation>model loading, before the first step</translation>
    </message>
    <message>
        <source>Loading the model, before the first step</source>
        <translation>Loading the model, before the first step</translation>
    </message>
    <message>
        <source>The paged optimizer keeps %1 of its state on the host, which the step moves over the host link each time.</source>
        <translation>The paged optimizer keeps %1 of its state on the host, which the step moves over the host link each time.</translation>
    </message>
    <message>
        <source>At the limit: the tensors fit (%1 with the runtime, of %2 usable), but with the allocator&apos;s usual reserve the device total is %3 over. The run goes on only as the allocator releases its cache and retries, with slower steps.</source>
        <translation>At the limit: the tensors fit (%1 with the runtime, of %2 usable), but with the allocator&apos;s usual reserve the device total is %3 over. The run goes on only as the allocator releases its cache and retries, with slower steps.</translation>
    </message>
    <message>
        <source>Ways to fit are listed below the table.</source>
        <translation>Ways to fit are listed below the table.</translation>
    </message>
    <message>
        <source>No single change below keeps the margin.</source>
        <translation>No single change below keeps the margin.</translation>
    </message>
    <message>
        <source>Faster ways within the margin are listed below the table.</source>
        <translation>Faster ways within the margin are listed below the table.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ModelImportPanel</name>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Import a Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>Model configuration (config.json *.json)</translation>
    </message>
    <message>
        <source>Import a local model folder</source>
        <translation>Import a local model folder</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <source>Import model folder…</source>
        <translation>Import model folder…</translation>
    </message>
    <message>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters.</source>
        <translation>Imported %1: %2 layers, hidden size %3, %4 parameters.</translation>
    </message>
    <message>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</source>
        <translation>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PilotView</name>
    <message>
        <source>Pilot running…</source>
        <translation>Pilot running…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Pilot result: %1</source>
        <translation>Pilot result: %1</translation>
    </message>
    <message>
        <source>Cancelled; partial results are in %1</source>
        <translation>Cancelled; partial results are in %1</translation>
    </message>
    <message>
        <source>The pilot stopped unexpectedly</source>
        <translation>The pilot stopped unexpectedly</translation>
    </message>
    <message>
        <source>Out of memory: %1</source>
        <translation>Out of memory: %1</translation>
    </message>
    <message>
        <source>The pilot failed (exit code %1)</source>
        <translation>The pilot failed (exit code %1)</translation>
    </message>
    <message>
        <source>Pilot finished; results saved in %1</source>
        <translation>Pilot finished; results saved in %1</translation>
    </message>
    <message>
        <source>Start pilot</source>
        <translation>Start pilot</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>No pilot run yet</source>
        <translation>No pilot run yet</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Time (s)</translation>
    </message>
    <message>
        <source>Tensor memory (MiB)</source>
        <translation>Tensor memory (MiB)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <source>Peak in phase</source>
        <translation>Peak in phase</translation>
    </message>
    <message>
        <source>Predicted peak</source>
        <translation>Predicted peak</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Memory limit</translation>
    </message>
    <message>
        <source>Step time (warm-up shaded)</source>
        <translation>Step time (warm-up shaded)</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Step time (s)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>proxy: %1 of %2 layers</source>
        <translation>proxy: %1 of %2 layers</translation>
    </message>
    <message>
        <source>full model</source>
        <translation>full model</translation>
    </message>
    <message>
        <source>Median step time</source>
        <translation>Median step time</translation>
    </message>
    <message>
        <source>p90 step time</source>
        <translation>p90 step time</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>Coefficient of variation</translation>
    </message>
    <message>
        <source>Data-wait share</source>
        <translation>Data-wait share</translation>
    </message>
    <message>
        <source>Validation time</source>
        <translation>Validation time</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Checkpoint write</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Restore proof</source>
        <translation>Restore proof</translation>
    </message>
    <message>
        <source>bit-exact in a new process</source>
        <translation>bit-exact in a new process</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FAILED</translation>
    </message>
    <message>
        <source>Predicted peak tensor memory</source>
        <translation>Predicted peak tensor memory</translation>
    </message>
    <message>
        <source>Measured peak tensor memory</source>
        <translation>Measured peak tensor memory</translation>
    </message>
    <message>
        <source>Prediction error</source>
        <translation>Prediction error</translation>
    </message>
    <message>
        <source>Peak total usage</source>
        <translation>Peak total usage</translation>
    </message>
    <message>
        <source>Out of memory (step / phase / bytes asked)</source>
        <translation>Out of memory (step / phase / bytes asked)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the pilot&apos;s output could not be read; first: %1</source>
        <translation>
            <numerusform>%n line of the pilot&apos;s output could not be read; first: %1</numerusform>
            <numerusform>%n lines of the pilot&apos;s output could not be read; first: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete: the last pilot did not finish (it was stopped or crashed); its figures cover only the steps it ran</source>
        <translation>Incomplete: the last pilot did not finish (it was stopped or crashed); its figures cover only the steps it ran</translation>
    </message>
    <message>
        <source>These results were written by a newer runcard-pilot (%1); this Runcard cannot read them</source>
        <translation>These results were written by a newer runcard-pilot (%1); this Runcard cannot read them</translation>
    </message>
    <message>
        <source>not compared (no expected result)</source>
        <translation>not compared (no expected result)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Fastest / slowest step</source>
        <translation>Fastest / slowest step</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>killed by signal %1</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>exited with code %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>it left no message</source>
        <translation>it left no message</translation>
    </message>
    <message>
        <source>its last message: “%1”</source>
        <translation>its last message: “%1”</translation>
    </message>
    <message>
        <source>Rank %1 of %2 died (%3); %4. The other ranks were stopped.</source>
        <translation>Rank %1 of %2 died (%3); %4. The other ranks were stopped.</translation>
    </message>
    <message>
        <source>A rank of the pilot failed (exit code %1)</source>
        <translation>A rank of the pilot failed (exit code %1)</translation>
    </message>
    <message>
        <source>Save the run card first: the pilot writes its results beside it</source>
        <translation>Save the run card first: the pilot writes its results beside it</translation>
    </message>
    <message>
        <source>this computer&apos;s CPU</source>
        <translation>this computer&apos;s CPU</translation>
    </message>
    <message>
        <source>this computer&apos;s CPU (%1)</source>
        <translation>this computer&apos;s CPU (%1)</translation>
    </message>
    <message>
        <source>Runs on %1</source>
        <translation>Runs on %1</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>On %1</translation>
    </message>
    <message>
        <source>On GPU %1</source>
        <translation>On GPU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>step %1 of %2</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>not measured yet</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>elapsed %1</translation>
    </message>
    <message>
        <source>about %1 left for the steps</source>
        <translation>about %1 left for the steps</translation>
    </message>
    <message>
        <source>time left: estimated after the first measured step</source>
        <translation>time left: estimated after the first measured step</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Reset view</translation>
    </message>
    <message>
        <source>Show all data again after zooming (wheel) or panning (drag)</source>
        <translation>Show all data again after zooming (wheel) or panning (drag)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Charts as PNG…</source>
        <translation>Charts as PNG…</translation>
    </message>
    <message>
        <source>Measured steps as CSV…</source>
        <translation>Measured steps as CSV…</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>rank %1 died</source>
        <translation>rank %1 died</translation>
    </message>
    <message>
        <source>Not measured yet</source>
        <translation>Not measured yet</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Nothing measured yet</translation>
    </message>
    <message>
        <source>known when the pilot starts</source>
        <translation>known when the pilot starts</translation>
    </message>
    <message>
        <source>Measured peak tensor memory (rank 0)</source>
        <translation>Measured peak tensor memory (rank 0)</translation>
    </message>
    <message>
        <source>median step %1, peak %2</source>
        <translation>median step %1, peak %2</translation>
    </message>
    <message>
        <source>died; %1</source>
        <translation>died; %1</translation>
    </message>
    <message>
        <source>%1: %2 MiB at %3 s</source>
        <translation>%1: %2 MiB at %3 s</translation>
    </message>
    <message>
        <source>%1: step %2, %3 s</source>
        <translation>%1: step %2, %3 s</translation>
    </message>
    <message>
        <source>The charts could not be drawn into an image</source>
        <translation>The charts could not be drawn into an image</translation>
    </message>
    <message>
        <source>Export the charts</source>
        <translation>Export the charts</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Export the measured steps</source>
        <translation>Export the measured steps</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>reading the card and building the model</source>
        <translation>reading the card and building the model</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PlanSession</name>
    <message>
        <source>Not calibrated: the pilot&apos;s results cannot be read (%1).</source>
        <translation>Not calibrated: the pilot&apos;s results cannot be read (%1).</translation>
    </message>
    <message>
        <source>Not calibrated: no pilot results for this card yet.</source>
        <translation>Not calibrated: no pilot results for this card yet.</translation>
    </message>
    <message>
        <source>the pilot ran out of memory, so its peak is only a lower bound</source>
        <translation>the pilot ran out of memory, so its peak is only a lower bound</translation>
    </message>
    <message>
        <source>the pilot measured no peak the prediction&apos;s activations can explain</source>
        <translation>the pilot measured no peak the prediction&apos;s activations can explain</translation>
    </message>
    <message>
        <source>the planner&apos;s runcard-pilot estimate does not take a measured scale yet (measured/predicted ×%1)</source>
        <translation>the planner&apos;s runcard-pilot estimate does not take a measured scale yet (measured/predicted ×%1)</translation>
    </message>
    <message>
        <source>the pilot ran a different implementation (runcard&apos;s LibTorch model, not %1)</source>
        <translation>the pilot ran a different implementation (runcard&apos;s LibTorch model, not %1)</translation>
    </message>
    <message>
        <source>utilisation %1 was measured on %2 and applies to that GPU only</source>
        <translation>utilisation %1 was measured on %2 and applies to that GPU only</translation>
    </message>
    <message>
        <source>the pilot ran on the CPU</source>
        <translation>the pilot ran on the CPU</translation>
    </message>
    <message>
        <source>%1 is not a catalog GPU</source>
        <translation>%1 is not a catalog GPU</translation>
    </message>
    <message>
        <source>the pilot&apos;s step time could not be related to this model</source>
        <translation>the pilot&apos;s step time could not be related to this model</translation>
    </message>
    <message>
        <source>Not calibrated: %1; %2.</source>
        <translation>Not calibrated: %1; %2.</translation>
    </message>
    <message>
        <source>measured/predicted memory ×%1</source>
        <translation>measured/predicted memory ×%1</translation>
    </message>
    <message>
        <source>memory as predicted: %1</source>
        <translation>memory as predicted: %1</translation>
    </message>
    <message>
        <source>utilisation %1 on %2</source>
        <translation>utilisation %1 on %2</translation>
    </message>
    <message>
        <source>catalog utilisation: %1</source>
        <translation>catalog utilisation: %1</translation>
    </message>
    <message>
        <source>Calibrated from pilot %1 (%2; %3)</source>
        <translation>Calibrated from pilot %1 (%2; %3)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Price file</translation>
    </message>
    <message>
        <source>Price catalogs (*.yaml *.yml)</source>
        <translation>Price catalogs (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Bundled prices</source>
        <translation>Bundled prices</translation>
    </message>
    <message>
        <source>Pilot executable</source>
        <translation>Pilot executable</translation>
    </message>
    <message>
        <source>runcard-pilot beside the app</source>
        <translation>runcard-pilot beside the app</translation>
    </message>
    <message>
        <source>Used by windows opened after the change.</source>
        <translation>Used by windows opened after the change.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How soon an unsaved edit is written to the crash-recovery copy.</source>
        <translation>How soon an unsaved edit is written to the crash-recovery copy.</translation>
    </message>
    <message>
        <source>Autosave after</source>
        <translation>Autosave after</translation>
    </message>
    <message>
        <source>Same as the interface</source>
        <translation>Same as the interface</translation>
    </message>
    <message>
        <source>Report language</source>
        <translation>Report language</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>The pilot executable %1 is not an executable file.</source>
        <translation>The pilot executable %1 is not an executable file.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ReportPage</name>
    <message>
        <source>Decision checklist</source>
        <translation>Decision checklist</translation>
    </message>
    <message>
        <source>Export PDF report…</source>
        <translation>Export PDF report…</translation>
    </message>
    <message>
        <source>Export tables (CSV, JSON)…</source>
        <translation>Export tables (CSV, JSON)…</translation>
    </message>
    <message>
        <source>No pilot results folder: the checklist can only use the planner.</source>
        <translation>No pilot results folder: the checklist can only use the planner.</translation>
    </message>
    <message>
        <source>Evidence from %1</source>
        <translation>Evidence from %1</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Export PDF report</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Report written: %1</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>The report was not written: %1</translation>
    </message>
    <message>
        <source>Export tables to</source>
        <translation>Export tables to</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n file written to %1</numerusform>
            <numerusform>%n files written to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export stopped: %1</source>
        <translation>Export stopped: %1</translation>
    </message>
    <message>
        <source>the run card cannot be planned</source>
        <translation>the run card cannot be planned</translation>
    </message>
    <message>
        <source>Disabled: the run card has errors and cannot be planned.</source>
        <translation>Disabled: the run card has errors and cannot be planned.</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::RunCardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>The autosaved card could not be read back; it is kept as %1.
%2</source>
        <translation>The autosaved card could not be read back; it is kept as %1.
%2</translation>
    </message>
    <message>
        <source>Untitled (from template)</source>
        <translation>Untitled (from template)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ScalingView</name>
    <message>
        <source>no second GPU</source>
        <translation>no second GPU</translation>
    </message>
    <message>
        <source>%1 × %2: no layout fits with the memory margin</source>
        <translation>%1 × %2: no layout fits with the memory margin</translation>
    </message>
    <message>
        <source>%1 × %2: %3 with %4</source>
        <translation>%1 × %2: %3 with %4</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Scaling</translation>
    </message>
    <message>
        <source>Choose a GPU.</source>
        <translation>Choose a GPU.</translation>
    </message>
    <message>
        <source>No scaling curves: %1</source>
        <translation>No scaling curves: %1</translation>
    </message>
    <message>
        <source>Scaling on %1</source>
        <translation>Scaling on %1</translation>
    </message>
    <message>
        <source>Recommended on %1 × %2: %3.</source>
        <translation>Recommended on %1 × %2: %3.</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Why: %1.</translation>
    </message>
    <message>
        <source>No layout fits %1 × %2 with the memory margin.</source>
        <translation>No layout fits %1 × %2 with the memory margin.</translation>
    </message>
    <message>
        <source>A: %1. B: %2.</source>
        <translation>A: %1. B: %2.</translation>
    </message>
    <message>
        <source>A has %1× the throughput of B.</source>
        <translation>A has %1× the throughput of B.</translation>
    </message>
    <message>
        <source>B has %1× the throughput of A.</source>
        <translation>B has %1× the throughput of A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Where memory stops fitting (with the margin): %1.</source>
        <translation>Where memory stops fitting (with the margin): %1.</translation>
    </message>
    <message numerus="yes">
        <source>Throughput at the run card&apos;s effective batch of %n sequence(s) per step; efficiency against one GPU at that batch.</source>
        <translation>
            <numerusform>Throughput at the run card&apos;s effective batch of %n sequence per step; efficiency against one GPU at that batch.</numerusform>
            <numerusform>Throughput at the run card&apos;s effective batch of %n sequences per step; efficiency against one GPU at that batch.</numerusform>
        </translation>
    </message>
    <message>
        <source>One GPU does not fit with the margin: its throughput is a prediction only.</source>
        <translation>One GPU does not fit with the margin: its throughput is a prediction only.</translation>
    </message>
    <message>
        <source>Links inside a node use the bus bandwidth the pilot measured.</source>
        <translation>Links inside a node use the bus bandwidth the pilot measured.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>%1: GPU memory</source>
        <translation>%1: GPU memory</translation>
    </message>
    <message>
        <source>%1 × one GPU</source>
        <translation>%1 × one GPU</translation>
    </message>
    <message>
        <source>Memory the GPU offers</source>
        <translation>Memory the GPU offers</translation>
    </message>
    <message>
        <source>fits with the margin</source>
        <translation>fits with the margin</translation>
    </message>
    <message>
        <source>does not fit with the margin</source>
        <translation>does not fit with the margin</translation>
    </message>
    <message>
        <source>Throughput of the whole job, best layout that fits</source>
        <translation>Throughput of the whole job, best layout that fits</translation>
    </message>
    <message>
        <source>Throughput of the whole job</source>
        <translation>Throughput of the whole job</translation>
    </message>
    <message>
        <source>Memory per GPU, best layout that fits</source>
        <translation>Memory per GPU, best layout that fits</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1, measured</translation>
    </message>
    <message>
        <source>%1, catalog for %2</source>
        <translation>%1, catalog for %2</translation>
    </message>
    <message numerus="yes">
        <source>Bus bandwidth measured by the pilot (%1, %n rank(s)) and the catalog&apos;s assumption</source>
        <translation>
            <numerusform>Bus bandwidth measured by the pilot (%1, %n rank) and the catalog&apos;s assumption</numerusform>
            <numerusform>Bus bandwidth measured by the pilot (%1, %n ranks) and the catalog&apos;s assumption</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured on this GPU: the curves above use it for links inside a node.</source>
        <translation>Measured on this GPU: the curves above use it for links inside a node.</translation>
    </message>
    <message>
        <source>Measured on another machine than %1 (the pilot&apos;s): shown beside the catalog&apos;s figure, it does not change the curves above.</source>
        <translation>Measured on another machine than %1 (the pilot&apos;s): shown beside the catalog&apos;s figure, it does not change the curves above.</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Message size</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Bus bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Compare with</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Recommended layout</source>
        <translation>Recommended layout</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficiency</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Above %1: a sharded layout drops work the plain one-GPU run does (such as autocast&apos;s weight casts).</source>
        <translation>Above %1: a sharded layout drops work the plain one-GPU run does (such as autocast&apos;s weight casts).</translation>
    </message>
    <message>
        <source>A: %1 × %2</source>
        <translation>A: %1 × %2</translation>
    </message>
    <message>
        <source>B: %1 × %2</source>
        <translation>B: %1 × %2</translation>
    </message>
    <message>
        <source>measured by the pilot</source>
        <translation>measured by the pilot</translation>
    </message>
    <message>
        <source>Sequences per step</source>
        <translation>Sequences per step</translation>
    </message>
</context>
</TS>
