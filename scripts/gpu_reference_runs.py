#!/usr/bin/env python3
"""Reference measurements on one GPU for docs/validation.md ("Measured on an H200").

Trains Hugging Face Llama models built from their published configs (random weights, random
tokens: memory and time do not depend on the values) in the loop transformers' Trainer runs with
bf16=True: autocast around the forward and the loss, backward, AdamW (fused), zero_grad (runs
named -clip clip the gradients' norm first, as Trainer's default max_grad_norm does). Records
per run the peak allocated and reserved bytes of the caching allocator over the measured steps,
the device's used memory, and each step's time. Then times the run's GEMM shapes (forward, input
gradient, weight gradient) and causal attention through scaled_dot_product_attention, the
ground truth for the planner's shape-aware step-time parts; the achieved bandwidth of eager
element-wise ops; and the CPU's cost per kernel launch, alone and in a step whose GPU work is tiny.

Writes one JSON object per line to --out. Each run is independent: a failure is recorded and the
next run goes on. Runs stop being started once --budget-s seconds have passed.
"""
import argparse
import gc
import json
import sys
import time
import traceback

import torch

# Published configs (config.json of meta-llama/Llama-3.2-1B, -3.2-3B and -3.1-8B).
MODELS = {
    "llama-3.2-1b": dict(vocab_size=128256, hidden_size=2048, intermediate_size=8192,
                         num_hidden_layers=16, num_attention_heads=32, num_key_value_heads=8,
                         tie_word_embeddings=True),
    "llama-3.2-3b": dict(vocab_size=128256, hidden_size=3072, intermediate_size=8192,
                         num_hidden_layers=28, num_attention_heads=24, num_key_value_heads=8,
                         tie_word_embeddings=True),
    "llama-3.1-8b": dict(vocab_size=128256, hidden_size=4096, intermediate_size=14336,
                         num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                         tie_word_embeddings=False),
}

LORA_TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]

# name, model, method, weights dtype, autocast, sequence, micro-batch, checkpointing
RUNS = [
    ("hf-h200-l32-1b-full-s2048-mbs1", "llama-3.2-1b", "full", "fp32", True, 2048, 1, False),
    ("hf-h200-l32-1b-full-s2048-mbs4", "llama-3.2-1b", "full", "fp32", True, 2048, 4, False),
    ("hf-h200-l32-1b-full-s2048-mbs8", "llama-3.2-1b", "full", "fp32", True, 2048, 8, False),
    ("hf-h200-l32-1b-full-s2048-mbs8-ckpt", "llama-3.2-1b", "full", "fp32", True, 2048, 8, True),
    ("hf-h200-l31-8b-lora-s4096-mbs1", "llama-3.1-8b", "lora", "bf16", True, 4096, 1, False),
    ("hf-h200-l31-8b-lora-s4096-mbs1-ckpt", "llama-3.1-8b", "lora", "bf16", True, 4096, 1, True),
    ("hf-h200-l31-8b-lora-s4096-mbs4-ckpt", "llama-3.1-8b", "lora", "bf16", True, 4096, 4, True),
    ("hf-h200-l31-8b-full-bf16-s4096-mbs1-ckpt", "llama-3.1-8b", "full", "bf16", False, 4096, 1,
     True),
    ("hf-h200-l31-8b-full-bf16-s4096-mbs1", "llama-3.1-8b", "full", "bf16", False, 4096, 1, False),
    ("hf-h200-l31-8b-lora-s4096-mbs2-ckpt", "llama-3.1-8b", "lora", "bf16", True, 4096, 2, True),
    ("hf-h200-l32-3b-full-s4096-mbs2-ckpt", "llama-3.2-3b", "full", "fp32", True, 4096, 2, True),
    ("hf-h200-l32-3b-full-s4096-mbs2", "llama-3.2-3b", "full", "fp32", True, 4096, 2, False),
    # A run name ending in -clip clips the gradients' norm to 1.0 before the step, as Trainer does.
    ("hf-h200-l32-1b-full-s2048-mbs4-clip", "llama-3.2-1b", "full", "fp32", True, 2048, 4, False),
    ("hf-h200-l31-8b-lora-fp32base-s4096-mbs1-ckpt", "llama-3.1-8b", "lora", "fp32", True, 4096, 1,
     True),
    ("hf-h200-l31-8b-lora-fp32base-s4096-mbs1", "llama-3.1-8b", "lora", "fp32", True, 4096, 1,
     False),
]

# batch, heads, sequence, head dim: the 1B runs' and the 8B runs' attention.
ATTENTION_SHAPES = ((1, 32, 2048, 64), (8, 32, 2048, 64), (1, 32, 4096, 128), (4, 32, 4096, 128))

WARMUP_STEPS = 3
MEASURED_STEPS = 6


def emit(out, record):
    line = json.dumps(record, sort_keys=True)
    print(line, flush=True)
    out.write(line + "\n")
    out.flush()


def build_model(model_name, weights_dtype, method, checkpointing):
    from transformers import LlamaConfig, LlamaForCausalLM

    config = LlamaConfig(**MODELS[model_name], max_position_embeddings=8192)
    config._attn_implementation = "sdpa"
    dtype = torch.float32 if weights_dtype == "fp32" else torch.bfloat16
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device("cuda"):
            model = LlamaForCausalLM(config)
    finally:
        torch.set_default_dtype(previous)
    if checkpointing:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    if method == "lora":
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=0.05,
                                                 target_modules=LORA_TARGETS,
                                                 task_type="CAUSAL_LM"))
    model.train()
    return model


def train_step(model, optimizer, tokens, use_autocast, clip=False):
    with torch.autocast("cuda", dtype=torch.bfloat16, enabled=use_autocast):
        # Only the loss is kept, as in Trainer.training_step: the logits are dropped before backward.
        loss = model(input_ids=tokens, labels=tokens, use_cache=False).loss
    loss.backward()
    if clip:  # Trainer's default max_grad_norm 1.0
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss


def measure_run(spec):
    name, model_name, method, weights_dtype, use_autocast, sequence, micro_batch, ckpt = spec
    clip = name.endswith("-clip")
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    started = time.perf_counter()
    model = build_model(model_name, weights_dtype, method, ckpt)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=1e-5, fused=True)
    torch.cuda.synchronize()
    record = dict(kind="run", name=name, model=model_name, method=method,
                  weights_dtype=weights_dtype, autocast=use_autocast, sequence_length=sequence,
                  micro_batch=micro_batch, activation_checkpointing=ckpt, gradient_clipping=clip,
                  attention=getattr(getattr(model, "config", None), "_attn_implementation", None),
                  parameters=sum(p.numel() for p in model.parameters()),
                  trainable_parameters=sum(p.numel() for p in trainable),
                  weights_allocated_bytes=torch.cuda.memory_allocated(),
                  build_s=time.perf_counter() - started)
    generator = torch.Generator(device="cuda").manual_seed(0)
    vocab = MODELS[model_name]["vocab_size"]
    tokens = torch.randint(0, vocab, (micro_batch, sequence), device="cuda", generator=generator)
    for _ in range(WARMUP_STEPS):
        train_step(model, optimizer, tokens, use_autocast, clip)
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    step_s = []
    device_used = 0
    for _ in range(MEASURED_STEPS):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        loss = train_step(model, optimizer, tokens, use_autocast, clip)
        torch.cuda.synchronize()
        step_s.append(time.perf_counter() - t0)
        free, total = torch.cuda.mem_get_info()
        device_used = max(device_used, total - free)
    record.update(step_s=step_s, loss=float(loss.item()),
                  peak_allocated_bytes=torch.cuda.max_memory_allocated(),
                  peak_reserved_bytes=torch.cuda.max_memory_reserved(),
                  device_used_bytes=device_used,
                  tokens_per_s=micro_batch * sequence / sorted(step_s)[len(step_s) // 2])
    del model, optimizer, trainable, tokens, loss
    gc.collect()
    torch.cuda.empty_cache()
    return record


def time_cuda(fn, repeats):
    for _ in range(3):
        fn()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(repeats):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / repeats / 1e3


def gemm_shapes(model_name):
    m = MODELS[model_name]
    h, inter, vocab = m["hidden_size"], m["intermediate_size"], m["vocab_size"]
    kv = h // m["num_attention_heads"] * m["num_key_value_heads"]
    return {"q_o": (h, h), "k_v": (kv, h), "gate_up": (inter, h), "down": (h, inter),
            "head": (vocab, h)}


def measure_gemms(out, model_name, token_counts):
    for tokens in token_counts:
        for label, (n, k) in gemm_shapes(model_name).items():
            x = torch.randn(tokens, k, device="cuda", dtype=torch.bfloat16)
            w = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
            dy = torch.randn(tokens, n, device="cuda", dtype=torch.bfloat16)
            flops = 2.0 * tokens * n * k
            repeats = max(5, min(50, int(2e13 / flops)))
            for gemm, fn in (("forward", lambda: torch.nn.functional.linear(x, w)),
                             ("input_grad", lambda: dy @ w),
                             ("weight_grad", lambda: dy.t() @ x)):
                seconds = time_cuda(fn, repeats)
                emit(out, dict(kind="gemm", model=model_name, layer=label, gemm=gemm, m=tokens,
                               n=n, k=k, dtype="bf16", seconds=seconds,
                               tflops=flops / seconds / 1e12))
            del x, w, dy


def measure_elementwise(out):
    """Achieved bandwidth of eager element-wise ops (the planner's memory-bound parts use the
    catalog's streaming share of the vendor bandwidth for all of them)."""
    for rows, width in ((16384, 2048), (16384, 8192)):
        x = torch.randn(rows, width, device="cuda", dtype=torch.bfloat16)
        y = torch.randn(rows, width, device="cuda", dtype=torch.bfloat16)
        weight = torch.randn(width, device="cuda", dtype=torch.bfloat16)
        n = rows * width

        def rms_norm():  # transformers LlamaRMSNorm.forward, op for op
            h = x.to(torch.float32)
            variance = h.pow(2).mean(-1, keepdim=True)
            h = h * torch.rsqrt(variance + 1e-5)
            return weight * h.to(torch.bfloat16)

        # Bytes each op reads and writes (the RMSNorm as the planner counts it: 24 + 4a).
        for op, fn, bytes_per_element in (
                ("copy", lambda: x.clone(), 4),
                ("cast-bf16-to-fp32", lambda: x.float(), 6),
                ("add", lambda: x + y, 6),
                ("silu-mul", lambda: torch.nn.functional.silu(x) * y, 10),
                ("rms-norm-eager", rms_norm, 32)):
            seconds = time_cuda(fn, 20)
            emit(out, dict(kind="elementwise", op=op, rows=rows, width=width, seconds=seconds,
                           bytes=bytes_per_element * n,
                           gb_per_s=bytes_per_element * n / seconds / 1e9))
        del x, y, weight


def measure_elementwise_paths(out):
    """ATen's element-wise loops by path (aten/src/ATen/native/cuda/CUDALoops.cuh, gpu_kernel_impl):
    contiguous operands of one dtype run the vectorized kernel; a dtype cast on load or store the
    unrolled kernel with LoadWithCast/StoreWithCast; an operand broadcast or strided the legacy
    kernel with offset calculators. fp32 to bf16 has its own vectorized copy (Copy.cu). The ops of
    transformers' LlamaRMSNorm and apply_rotary_pos_emb, each alone."""
    tokens, hidden, heads, head_dim = 8192, 2048, 32, 64
    bf16, fp32 = torch.bfloat16, torch.float32
    x16 = torch.randn(tokens, hidden, device="cuda", dtype=bf16)
    y16 = torch.randn(tokens, hidden, device="cuda", dtype=bf16)
    x32 = torch.randn(tokens, hidden, device="cuda", dtype=fp32)
    y32 = torch.randn(tokens, hidden, device="cuda", dtype=fp32)
    row32 = torch.randn(tokens, 1, device="cuda", dtype=fp32)
    w16 = torch.randn(hidden, device="cuda", dtype=bf16)
    w32 = torch.randn(hidden, device="cuda", dtype=fp32)
    # q as LlamaAttention makes it: view(b, s, heads, d).transpose(1, 2), cos as [b, 1, s, d].
    q = torch.randn(1, tokens, heads, head_dim, device="cuda", dtype=bf16).transpose(1, 2)
    cos = torch.randn(1, 1, tokens, head_dim, device="cuda", dtype=bf16)
    qc = q.contiguous()
    n = tokens * hidden
    nq = heads * tokens * head_dim
    cases = (
        ("add-bf16", lambda: x16 + y16, 6 * n, "vectorized"),
        ("add-fp32", lambda: x32 + y32, 12 * n, "vectorized"),
        ("cast-fp32-to-bf16", lambda: x32.to(bf16), 6 * n, "narrowing copy"),
        ("cast-bf16-to-fp32", lambda: x16.to(fp32), 6 * n, "dynamic cast"),
        ("add-bf16-fp32", lambda: x16 + y32, 10 * n, "dynamic cast"),
        ("mul-row-broadcast-fp32", lambda: x32 * row32, 8 * n, "broadcast"),
        ("mul-weight-broadcast-bf16", lambda: w16 * x16, 4 * n, "broadcast"),
        ("mul-weight-broadcast-fp32", lambda: w32 * x32, 8 * n, "broadcast"),
        ("pow-fp32", lambda: x32.pow(2), 8 * n, "vectorized"),
        ("mean-last-fp32", lambda: x32.mean(-1, keepdim=True), 4 * n, "reduction"),
        ("rope-mul-strided-q", lambda: q * cos, 6 * nq, "broadcast"),
        ("rope-mul-contiguous-q", lambda: qc * cos, 6 * nq, "broadcast"),
        ("rope-neg-half", lambda: -q[..., head_dim // 2:], 2 * nq, "strided"),
        ("rope-cat-halves", lambda: torch.cat((q[..., head_dim // 2:], q[..., :head_dim // 2]),
                                              dim=-1), 4 * nq, "cat"),
        ("contiguous-transpose", lambda: q.contiguous(), 4 * nq, "strided"),
    )
    for op, fn, nbytes, path in cases:
        seconds = time_cuda(fn, 20)
        emit(out, dict(kind="elementwise-path", op=op, path=path, seconds=seconds, bytes=nbytes,
                       gb_per_s=nbytes / seconds / 1e9))


def measure_optimizer(out, tensors=96, elements=12_582_912):
    """torch.optim.AdamW's step over 1.2 billion parameters (the 1B model's count, in 96 tensors
    of 2048 x 6144) by implementation and parameter dtype: the moments follow the parameter's
    dtype (_init_group: torch.zeros_like(p)); fused is one kernel, foreach a pass per op
    (_multi_tensor_adamw), for-loop a pass per op per tensor."""
    for dtype in (torch.float32, torch.bfloat16):
        for implementation in ("fused", "foreach", "for-loop"):
            params = [torch.zeros(elements, device="cuda", dtype=dtype, requires_grad=True)
                      for _ in range(tensors)]
            for p in params:
                p.grad = torch.randn_like(p)
            optimizer = torch.optim.AdamW(params, lr=1e-5, fused=implementation == "fused",
                                          foreach=implementation == "foreach")
            seconds = time_cuda(optimizer.step, 5)
            emit(out, dict(kind="optimizer", implementation=implementation,
                           dtype=str(dtype).replace("torch.", ""),
                           parameters=tensors * elements, seconds=seconds,
                           parameters_per_s=tensors * elements / seconds))
            del params, optimizer
            torch.cuda.empty_cache()


def measure_compile_accumulation(out, model_name="llama-3.2-1b", sequence=2048, micro_batch=2,
                                 accumulation=2):
    """Peak allocated bytes of a step with gradient accumulation on one GPU, eager against the
    whole model under torch.compile (one graph, no DDP or FSDP split): whether the compiled
    backward hands every parameter's gradient back at once, beside the gradients accumulated so
    far (AOTAutograd's backward returns its gradients together), as the planner's memory model
    assumes for a whole-model compile on one GPU (memory_model.cpp, compiledBackwardGradients;
    docs/validation.md, KempnerForge's single-GPU row)."""
    vocab = MODELS[model_name]["vocab_size"]
    for compiled in (False, True):
        torch.cuda.empty_cache()
        model = build_model(model_name, "bf16", "full", False)
        runner = torch.compile(model) if compiled else model
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5, fused=True)
        generator = torch.Generator(device="cuda").manual_seed(0)
        tokens = torch.randint(0, vocab, (micro_batch, sequence), device="cuda",
                               generator=generator)
        after_backward = []

        def step():
            after_backward.clear()
            for _ in range(accumulation):
                loss = runner(input_ids=tokens, labels=tokens, use_cache=False).loss
                loss.backward()
                after_backward.append(torch.cuda.max_memory_allocated())
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

        started = time.perf_counter()
        for _ in range(2):  # warm-up (and compilation)
            step()
        torch.cuda.synchronize()
        warmup_s = time.perf_counter() - started
        torch.cuda.reset_peak_memory_stats()
        started = time.perf_counter()
        step()
        torch.cuda.synchronize()
        emit(out, dict(kind="compile-accumulation", compiled=compiled, model=model_name,
                       sequence_length=sequence, micro_batch=micro_batch,
                       accumulation=accumulation,
                       gradient_bytes=sum(p.numel() * p.element_size()
                                          for p in model.parameters()),
                       peak_allocated_bytes=torch.cuda.max_memory_allocated(),
                       peak_after_each_backward=after_backward,
                       step_s=time.perf_counter() - started, warmup_s=warmup_s))
        del model, runner, optimizer, tokens
        gc.collect()
        torch.cuda.empty_cache()


def measure_launch(out):
    """CPU time per eager kernel launch: a tiny in-place add, 2,000 times, one sync at the end."""
    x = torch.zeros(16, device="cuda")
    for _ in range(100):
        x.add_(1)
    torch.cuda.synchronize()
    began = time.perf_counter()
    for _ in range(2000):
        x.add_(1)
    torch.cuda.synchronize()
    emit(out, dict(kind="launch", op="add_", launches=2000,
                   seconds_per_launch=(time.perf_counter() - began) / 2000))


def measure_cpu_bound_step(out, spec):
    """A training step whose GPU work is tiny (64 tokens), so its time is the CPU's: the seconds
    per CUDA kernel the step launches (counted with torch.profiler) are the eager stack's launch
    cost, the planner's cpu_seconds_per_kernel."""
    name, model_name, method, weights_dtype, use_autocast, _, _, ckpt = spec
    model = build_model(model_name, weights_dtype, method, ckpt)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=1e-5, fused=True)
    tokens = torch.randint(0, MODELS[model_name]["vocab_size"], (1, 64), device="cuda")
    for _ in range(WARMUP_STEPS):
        train_step(model, optimizer, tokens, use_autocast)
    step_s = []
    for _ in range(MEASURED_STEPS):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        train_step(model, optimizer, tokens, use_autocast)
        torch.cuda.synchronize()
        step_s.append(time.perf_counter() - t0)
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        train_step(model, optimizer, tokens, use_autocast)
        torch.cuda.synchronize()
    kernels = sum(1 for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA)
    median = sorted(step_s)[len(step_s) // 2]
    emit(out, dict(kind="cpu-bound-step", name=name + "-s64", model=model_name, method=method,
                   activation_checkpointing=ckpt, step_s=step_s, kernels=kernels,
                   seconds_per_kernel=median / kernels if kernels else None))
    del model, optimizer, trainable, tokens
    gc.collect()
    torch.cuda.empty_cache()


def measure_step_profile(out, spec, top=40):
    """One measured step of a run under torch.profiler: the GPU's busy time against the step's
    wall time (a step whose kernels sum to much less than its wall time waits on the CPU), and
    the kernels that took the most GPU time, by name, so the step's memory-bound share can be
    read against the planner's parts."""
    name, model_name, method, weights_dtype, use_autocast, sequence, micro_batch, ckpt = spec
    clip = name.endswith("-clip")
    model = build_model(model_name, weights_dtype, method, ckpt)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=1e-5, fused=True)
    tokens = torch.randint(0, MODELS[model_name]["vocab_size"], (micro_batch, sequence),
                           device="cuda")
    for _ in range(WARMUP_STEPS):
        train_step(model, optimizer, tokens, use_autocast, clip)
    torch.cuda.synchronize()
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        t0 = time.perf_counter()
        train_step(model, optimizer, tokens, use_autocast, clip)
        torch.cuda.synchronize()
        wall_s = time.perf_counter() - t0
    by_name = {}
    busy_us = 0.0
    count = 0
    for event in prof.events():
        if event.device_type != torch.autograd.DeviceType.CUDA:
            continue
        duration = event.time_range.elapsed_us()
        busy_us += duration
        count += 1
        total, calls = by_name.get(event.name, (0.0, 0))
        by_name[event.name] = (total + duration, calls + 1)
    ranked = sorted(by_name.items(), key=lambda item: -item[1][0])[:top]
    emit(out, dict(kind="step-profile", name=name, wall_s=wall_s, gpu_busy_s=busy_us / 1e6,
                   kernels=count, distinct_kernels=len(by_name),
                   top=[dict(kernel=k[:160], seconds=v[0] / 1e6, calls=v[1]) for k, v in ranked]))
    del model, optimizer, trainable, tokens
    gc.collect()
    torch.cuda.empty_cache()


def measure_attention(out, batch, heads, sequence, head_dim):
    q, k, v = (torch.randn(batch, heads, sequence, head_dim, device="cuda", dtype=torch.bfloat16,
                           requires_grad=True) for _ in range(3))
    grad = torch.randn(batch, heads, sequence, head_dim, device="cuda", dtype=torch.bfloat16)
    sdpa = torch.nn.functional.scaled_dot_product_attention
    forward_s = time_cuda(lambda: sdpa(q, k, v, is_causal=True), 20)

    def forward_backward():
        o = sdpa(q, k, v, is_causal=True)
        torch.autograd.grad(o, (q, k, v), grad)

    both_s = time_cuda(forward_backward, 10)
    # Causal: half of the 4·b·h·s²·d multiply-adds of the two products (FlashAttention-2's count).
    flops = 4.0 * batch * heads * sequence * sequence * head_dim / 2
    emit(out, dict(kind="attention", batch=batch, heads=heads, sequence_length=sequence,
                   head_dim=head_dim, causal=True, forward_s=forward_s,
                   forward_backward_s=both_s, forward_tflops=flops / forward_s / 1e12,
                   forward_backward_tflops=3.5 * flops / both_s / 1e12))


def measure_sustained_gemm(out, seconds=60.0):
    """One large bf16 GEMM (the 8B's gate_up at 16,384 tokens) run back to back for `seconds`:
    the achieved TFLOP/s of each second beside the SM clock and board power nvidia-smi samples
    meanwhile. A burst measurement and a step that keeps the tensor cores busy for minutes can
    differ by the clock a power limit allows; the tuned stacks' rows (docs/validation.md,
    "By the card's framework") are where it would show."""
    import subprocess

    tokens, n, k = 16384, 2 * 14336, 4096
    x = torch.randn(tokens, k, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    flops = 2.0 * tokens * n * k
    sampler = None
    try:
        sampler = subprocess.Popen(
            ["nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu",
             "--format=csv,noheader,nounits", "-lms", "500", "-i", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    except OSError:
        sampler = None
    per_second = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        count = 0
        window = time.perf_counter()
        while time.perf_counter() - window < 1.0:
            for _ in range(20):
                torch.nn.functional.linear(x, w)
            count += 20
            torch.cuda.synchronize()
        end.record()
        end.synchronize()
        per_second.append(count * flops / (begin.elapsed_time(end) / 1e3) / 1e12)
    samples = []
    if sampler is not None:
        sampler.terminate()
        text, _ = sampler.communicate(timeout=5)
        for line in text.splitlines():
            fields = [field.strip() for field in line.split(",")]
            try:
                samples.append([float(field) for field in fields])
            except ValueError:
                continue
    emit(out, dict(kind="sustained_gemm", m=tokens, n=n, k=k, seconds=seconds,
                   tflops_per_second=per_second,
                   first_second_tflops=per_second[0] if per_second else None,
                   last_half_tflops=(sum(per_second[len(per_second) // 2:])
                                     / max(len(per_second) - len(per_second) // 2, 1)),
                   clock_mhz_power_w_temp_c=samples))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--budget-s", type=float, default=240)
    parser.add_argument("--runs", help="comma-separated run names (default: all)")
    parser.add_argument("--only", default="",
                        help="comma-separated kernel parts to run, every other skipped")
    parser.add_argument("--skip", default="",
                        help="comma-separated kernel parts to skip (gemm-1b, gemm-8b, attention, "
                             "elementwise, elementwise-paths, optimizer, launch, "
                             "compile-accumulation, cpu-bound-1b, cpu-bound-8b-lora, "
                             "profile-1b-mbs1, "
                             "profile-1b-mbs4, profile-8b-lora, profile-8b-full-bf16, "
                             "sustained-gemm) or 'all'")
    args = parser.parse_args()
    began = time.perf_counter()
    with open(args.out, "a", encoding="utf-8") as out:
        import transformers
        try:
            import peft
            peft_version = peft.__version__
        except ImportError:
            peft_version = None
        props = torch.cuda.get_device_properties(0)
        emit(out, dict(kind="machine", gpu=props.name, gpu_memory_bytes=props.total_memory,
                       multiprocessors=props.multi_processor_count, torch=torch.__version__,
                       cuda=torch.version.cuda, transformers=transformers.__version__,
                       peft=peft_version))
        parts = [
            ("gemm-1b", lambda: measure_gemms(out, "llama-3.2-1b", [2048, 8192, 16384])),
            ("gemm-8b", lambda: measure_gemms(out, "llama-3.1-8b", [4096, 16384])),
            ("attention", lambda: [measure_attention(out, *shape) for shape in ATTENTION_SHAPES]),
            ("elementwise", lambda: measure_elementwise(out)),
            ("elementwise-paths", lambda: measure_elementwise_paths(out)),
            ("optimizer", lambda: measure_optimizer(out)),
            ("launch", lambda: measure_launch(out)),
            ("compile-accumulation", lambda: measure_compile_accumulation(out)),
            ("cpu-bound-1b", lambda: measure_cpu_bound_step(out, RUNS[0])),
            ("cpu-bound-8b-lora", lambda: measure_cpu_bound_step(out, RUNS[4])),
            ("profile-1b-mbs1", lambda: measure_step_profile(out, RUNS[0])),
            ("profile-1b-mbs4", lambda: measure_step_profile(out, RUNS[1])),
            ("profile-8b-lora", lambda: measure_step_profile(out, RUNS[4])),
            ("profile-8b-full-bf16", lambda: measure_step_profile(out, RUNS[8])),
            ("sustained-gemm", lambda: measure_sustained_gemm(out)),
        ]
        skipped = set(args.skip.split(","))
        for label, fn in parts:
            if "all" in skipped or label in skipped or (args.only and
                                                         label not in args.only.split(",")):
                continue
            try:
                fn()
            except Exception as error:  # noqa: BLE001 - recorded, the next part goes on
                emit(out, dict(kind="error", part=label, error=repr(error),
                               trace=traceback.format_exc()))
        chosen = set(args.runs.split(",")) if args.runs else None
        for spec in RUNS:
            if chosen is not None and spec[0] not in chosen:
                continue
            if time.perf_counter() - began > args.budget_s:
                emit(out, dict(kind="skipped", name=spec[0], reason="time budget"))
                continue
            try:
                emit(out, measure_run(spec))
            except Exception as error:  # noqa: BLE001
                emit(out, dict(kind="error", name=spec[0], error=repr(error),
                               trace=traceback.format_exc()))
                gc.collect()
                torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
