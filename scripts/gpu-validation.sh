#!/bin/bash
# One call on a lent GPU machine (docs/validation.md, "Measured on an H200"): builds runcard-pilot
# against that machine's PyTorch (CUDA LibTorch) while scripts/gpu_reference_runs.py measures
# Hugging Face reference runs on the GPU, then runs the pilot on the GPU. The machine has no
# yaml-cpp: Debian's packages travel unpacked in the folder given as $1 (apt-get download
# libyaml-cpp-dev libyaml-cpp0.7). Results go to $OUT (the device tool's folder), at most 8 files.
# Usage: gpu-validation.sh FOLDER [SECONDS [PILOT_SECONDS]]; RUNCARD_REFERENCE_ARGS passes
# options to gpu_reference_runs.py (--runs, --only, --skip); RUNCARD_PILOT_RUNS=memory-probe runs
# the default card at one layer with one setting changed at a time instead of the reference cards,
# RUNCARD_PILOT_RUNS=trace-probe three of them with the allocator traced at every mark.
set -u
carry=${1:?usage: gpu-validation.sh FOLDER_WITH_YAML_CPP_DEBS [SECONDS]}
budget=${2:-450}
pilot_reserve=${3:-230} # seconds kept for the pilot's runs after the reference runs
out=${OUT:-/tmp/gpu-validation}
work=/tmp/runcard-gpu
mkdir -p "$out" "$work/runs"
began=$(date +%s)
elapsed() { echo $(($(date +%s) - began)); }
remaining() { echo $((budget - $(elapsed))); }

for deb in "$carry"/*.deb; do dpkg -x "$deb" "$work/yaml"; done
torch_prefix=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
site=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
nccl_include=$(dirname "$(find "$site/nvidia" -name nccl.h 2>/dev/null | head -1)")
{
  nvidia-smi
  g++ --version | head -1
  cmake --version | head -1
  echo "torch prefix: $torch_prefix; nccl.h: $nccl_include"
} >"$out/machine.txt" 2>&1

(cmake -S . -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRUNCARD_BUILD_GUI=OFF \
   -DRUNCARD_BUILD_TESTS=OFF -DRUNCARD_BUILD_BENCH=OFF -DCMAKE_PREFIX_PATH="$torch_prefix" \
   -Dyaml-cpp_DIR="$work/yaml/usr/lib/x86_64-linux-gnu/cmake/yaml-cpp" \
   -DNCCL_INCLUDE_DIR="$nccl_include" &&
   nice ninja -C "$work/build" -k 0 -j 12 runcard-pilot) >"$out/build.log" 2>&1 &
build=$!

PYTHONUNBUFFERED=1 timeout $(($(remaining) - pilot_reserve)) python3 scripts/gpu_reference_runs.py \
  --out "$out/hf-runs.jsonl" --budget-s $(($(remaining) - pilot_reserve - 60)) ${RUNCARD_REFERENCE_ARGS:-} \
  >"$out/hf-runs.log" 2>&1
status=$?
echo "[$(elapsed)s] reference runs: exit $status" | tee -a "$out/pilot.log"
wait $build
status=$?
echo "[$(elapsed)s] build: exit $status" | tee -a "$out/pilot.log"

pilot=$work/build/app/pilot/runcard-pilot
export LD_LIBRARY_PATH="$work/yaml/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
run_pilot() { # NAME SECONDS DEVICE ARGS...
  local name=$1 seconds=$2 device=$3
  shift 3
  local left=$(($(remaining) - 10))
  ((seconds > left)) && seconds=$left
  if ((seconds < 20)); then
    echo "[$(elapsed)s] $name: skipped (time)" | tee -a "$out/pilot.log"
    return
  fi
  timeout "$seconds" "$pilot" "$@" --device "$device" --out "$work/runs/$name" \
    >"$work/runs/$name.ndjson" 2>"$work/runs/$name.stderr"
  local status=$?
  echo "[$(elapsed)s] $name: exit $status" | tee -a "$out/pilot.log"
}
probe() { # NAME SETTINGS...: the default card at one layer, two measured steps
  local name=$1
  shift
  run_pilot "probe-$name" 40 cuda:0 resources/examples/default.yaml --scale proxy:1 --steps 2 \
    --warmup 1 --set training.gradient_accumulation=1 --no-restore-proof "$@"
}
if [ -x "$pilot" ] && [ "${RUNCARD_PILOT_RUNS:-}" = memory-probe ]; then
  # Which part of the pilot's CUDA peak the replay misses: one setting changed at a time.
  probe base
  probe no-checkpointing --set training.activation_checkpointing=none
  probe no-dropout --set training.lora.dropout=0
  probe micro-batch-1 --set training.micro_batch=1
  probe sequence-2048 --set training.sequence_length=2048
  probe full --set training.method=full
  probe full-no-checkpointing --set training.method=full --set training.activation_checkpointing=none
elif [ -x "$pilot" ] && [ "${RUNCARD_PILOT_RUNS:-}" = trace-probe ]; then
  # The same, with the caching allocator's live and peak bytes at every trace mark (stderr).
  export RUNCARD_PILOT_TRACE=1
  probe base
  probe no-checkpointing --set training.activation_checkpointing=none
  probe sequence-2048 --set training.sequence_length=2048
elif [ -x "$pilot" ]; then
  run_pilot demo-lora 60 cuda:0 resources/examples/pilot-demo.yaml --steps 20 --warmup 2
  # The shapes of the reference run hf-h200-l32-1b-full-s2048-mbs1, through the pilot's decoder.
  run_pilot l32-1b-full-s2048 70 cuda:0 resources/examples/default.yaml --steps 4 --warmup 2 \
    --set model.preset=llama-3.2-1b --set training.method=full \
    --set training.sequence_length=2048 --set training.micro_batch=1 \
    --set training.gradient_accumulation=1 --set training.activation_checkpointing=none \
    --no-restore-proof
  run_pilot l31-8b-lora-full 150 cuda:0 resources/examples/default.yaml --scale full --steps 3 \
    --warmup 1 --set training.gradient_accumulation=1 --no-restore-proof
  run_pilot demo-full 60 cuda:0 resources/examples/pilot-demo.yaml --steps 8 --warmup 2 \
    --set training.method=full
  run_pilot l31-8b-lora-proxy4 90 cuda:0 resources/examples/default.yaml --scale proxy:4 --steps 4 \
    --warmup 1 --set training.gradient_accumulation=1 --no-restore-proof
fi
# Events, summaries and logs only: a checkpoint of the full-scale card would not come back.
(cd "$work" && find runs -type f -size -4M -print0 | tar czf "$out/pilot-runs.tar.gz" --null -T -)
echo "[$(elapsed)s] done" | tee -a "$out/pilot.log"
