#!/usr/bin/env python3
"""Records the multi-rank event streams the pilot view's tests feed (tests/data/pilot-*.ndjson).

Runs the real runcard-pilot on tests/data/pilot-two-ranks.yaml with two CPU ranks: once to the
end, and once with rank 1 killed (SIGKILL) after its third step, as
tests/pilot/test_distributed.cpp kills a rank. Usage:
    scripts/record_pilot_streams.py [BUILD_DIR]
"""
import json
import os
import signal
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
PILOT = os.path.join(BUILD, "app", "pilot", "runcard-pilot")
CARD = os.path.join(ROOT, "tests", "data", "pilot-two-ranks.yaml")
COMMON = ["--nproc", "2", "--threads", "1", "--collective-bench", "4096", "--no-restore-proof"]


def record(name, steps, kill_rank_after_step=None):
    env = dict(os.environ, RUNCARD_RESOURCES=os.path.join(ROOT, "resources"))
    with tempfile.TemporaryDirectory() as out:
        process = subprocess.Popen(
            [PILOT, CARD, "--steps", str(steps), "--warmup", "2", "--out", out] + COMMON,
            stdout=subprocess.PIPE, env=env)
        lines, pids, killed = [], {}, False
        for raw in process.stdout:
            lines.append(raw)
            event = json.loads(raw)
            if event.get("event") == "launch":
                pids = {r["rank"]: r["pid"] for r in event["ranks"]}
            if (kill_rank_after_step is not None and not killed and event.get("event") == "step"
                    and event.get("rank") == 1 and event.get("step") >= kill_rank_after_step):
                os.kill(pids[1], signal.SIGKILL)
                killed = True
        code = process.wait()
    with open(os.path.join(ROOT, "tests", "data", name), "wb") as f:
        f.writelines(lines)
    print(f"{name}: {len(lines)} events, exit code {code}")


record("pilot-two-ranks-finished.ndjson", 6)
record("pilot-two-ranks-rank-died.ndjson", 40, kill_rank_after_step=3)
