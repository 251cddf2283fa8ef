#!/usr/bin/env python3
"""The pilot's eager attention (core/pilot/decoder.cpp: bmm, mul_, masked_fill_, softmax with an
fp32 dtype, the cast back, bmm) on one device: the peak tensor bytes its backward adds above what
the forward left alive, in units of one fp32 score tensor [b*heads, s, s]. The replay model
(core/planner/pilot_replay_decoder.cpp) counts three at the softmax's backward (its saved output,
the incoming gradient widened to fp32, the input gradient). Variants isolate each op;
--history lists the blocks alive at the backward's peak with the frames that allocated them."""
import json
import sys

import torch


def attention(q, k, v, mask, variant):
    scores = torch.bmm(q, k.transpose(1, 2))
    scores.mul_(0.125)
    scores.masked_fill_(mask, float("-inf"))
    if variant == "explicit-cast":
        probs = torch.softmax(scores.float(), -1)
    else:
        probs = torch.softmax(scores, -1, dtype=torch.float32)
    return torch.bmm(probs.to(q.dtype), v)


def measure(device, variant, batch_heads=64, s=2048, d=64):
    torch.cuda.empty_cache()
    dtype = torch.bfloat16
    make = lambda: torch.randn(batch_heads, s, d, device=device, dtype=dtype, requires_grad=True)
    q, k, v = make(), make(), make()
    mask = torch.ones(s, s, device=device, dtype=torch.bool).triu(1)
    unit = batch_heads * s * s * 4
    torch.cuda.synchronize()
    start = torch.cuda.memory_allocated()
    out = attention(q, k, v, mask, variant)
    grad = torch.randn_like(out)
    if device == "cuda":
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        before = torch.cuda.memory_allocated()
    saved = before - start - out.numel() * out.element_size() - grad.numel() * grad.element_size()
    out.backward(grad)
    if device == "cuda":
        torch.cuda.synchronize()
        peak = torch.cuda.max_memory_allocated() - before
        return dict(device=device, variant=variant, torch=torch.__version__,
                    saved_units=saved / unit, backward_peak_units=peak / unit)
    return None


def live_at_peak(variant):
    """Replays the allocator's history of one backward (torch.cuda.memory._record_memory_history)
    and lists the blocks alive at its peak with the Python frame that allocated each: which
    tensor is the unit the replay misses."""
    # C++ frames too: a backward's allocations have no Python frame of their own.
    torch.cuda.memory._record_memory_history(max_entries=100000, stacks="all")
    measure("cuda", variant)
    snapshot = torch.cuda.memory._snapshot()
    torch.cuda.memory._record_memory_history(enabled=None)
    live, total, peak, at_peak = {}, 0, 0, {}
    for event in snapshot["device_traces"][0]:
        action, address, size = event["action"], event["addr"], event["size"]
        if action == "alloc":
            frames = [f["name"][:120] for f in event.get("frames", [])
                      if "Backward" in f["name"] or "at::native::" in f["name"]
                      or f["filename"].endswith(".py")]
            live[address] = (size, frames[:4])
            total += size
            if total > peak:
                peak, at_peak = total, dict(live)
        elif action in ("free_requested", "free") and address in live:
            total -= live.pop(address)[0]
    blocks = sorted(at_peak.values(), key=lambda block: -block[0])[:12]
    print(json.dumps(dict(variant=variant, peak_bytes=peak,
                          live=[dict(bytes=b, frames=f) for b, f in blocks])), flush=True)


def main():
    for variant in ("softmax-dtype", "explicit-cast"):
        print(json.dumps(measure("cuda", variant)), flush=True)
    if "--history" in sys.argv:
        live_at_peak("softmax-dtype")
    return 0


if __name__ == "__main__":
    sys.exit(main())
