#!/usr/bin/env python3
"""Groups the published-runs throughput table by GPU count and GPU type (docs/validation.md).

Usage:
  RUNCARD_VALIDATION_TABLE=/tmp/t.md build/tests/planner/planner_test_published_runs
  python3 scripts/validation-groups.py /tmp/t.md
Reads each row's card (tests/validation/cards/<row>.yaml) for its GPU and GPU count and prints
the grouped Markdown table: n, median |error|, max |error|, signed median, rows within 30 %.
"""
import statistics
import sys
from pathlib import Path

import yaml

CARDS = Path(__file__).resolve().parent.parent / "tests" / "validation" / "cards"
GPU_GROUPS = [
    ("A100 80 GB", ("a100-sxm-80gb", "a100-pcie-80gb")),
    ("A100 40 GB", ("a100-sxm-40gb", "a100-pcie-40gb")),
    ("H100", ("h100-sxm-80gb", "h100-pcie-80gb", "h100-nvl-94gb")),
    ("H200", ("h200-sxm-141gb", "h200-sxm-141gb-x4", "h200-nvl-141gb")),
    ("MI300X / MI325X", ("mi300x-192gb", "mi325x-256gb")),
    ("MI355X", ("mi355x-288gb",)),
    ("B200 / B300 / GB200 / GB300", ("b200-180gb", "b300-288gb", "gb200-186gb", "gb300-279gb")),
    ("L40S", ("l40s-48gb",)),
    ("RTX 4090", ("rtx4090-24gb",)),
    ("RTX 6000 Ada", ("rtx6000-ada-48gb",)),
]


def throughput_rows(table: Path):
    """(row id, signed error in %) of the tokens/s table (the one with 'tokens/s' in its header),
    the rows not fitted on ('no' in the last column)."""
    rows, inside = [], False
    for line in table.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| Row"):
            inside = "tokens/s" in line
            continue
        if inside and len(cells) == 5 and not cells[0].startswith("---") and cells[4] == "no":
            rows.append((cells[0], float(cells[3].replace("%", "").strip())))
    return rows


def hardware(row: str):
    card = yaml.safe_load((CARDS / f"{row}.yaml").read_text())
    hw = card["hardware"]
    return hw["gpu"], int(hw.get("gpus_per_node", 1)) * int(hw.get("nodes", 1))


def line(name, errors):
    if not errors:
        return None
    absolute = [abs(e) for e in errors]
    within = sum(1 for e in absolute if e <= 30)
    return (f"| {name} | {len(errors)} | {statistics.median(absolute):.1f} % | "
            f"{max(absolute):.1f} % | {statistics.median(errors):+.1f} % | {within} |")


def main():
    rows = [(row, error, *hardware(row)) for row, error in throughput_rows(Path(sys.argv[1]))]
    groups = [("all", lambda gpu, n: True),
              ("one GPU", lambda gpu, n: n == 1),
              ("2–8 GPUs", lambda gpu, n: 2 <= n <= 8),
              ("more than 8 GPUs", lambda gpu, n: n > 8)]
    groups += [(name, lambda gpu, n, ids=ids: gpu in ids) for name, ids in GPU_GROUPS]
    print("| Rows (unfitted) | n | median abs. error | max | signed median | within 30 % |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, member in groups:
        text = line(name, [e for _, e, gpu, n in rows if member(gpu, n)])
        if text:
            print(text)
    grouped = {r for r, _, gpu, _ in rows if any(gpu in ids for _, ids in GPU_GROUPS)}
    for row, _, gpu, _ in rows:
        if row not in grouped:
            print(f"note: {row} ({gpu}) is in no GPU group", file=sys.stderr)


if __name__ == "__main__":
    main()
