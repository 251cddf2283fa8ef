#!/usr/bin/env python3
"""Re-measures the reliability review's counts for the planner's file loaders (config.json,
safetensors headers, price files, GPU catalogs, and file paths in a card): generates bad inputs of
each class the review tried, runs runcard-cli on each from a Release build and from the sanitizer
build, and classifies the outcome as the review did.

  python3 tests/reliability/measure_bad_inputs.py BUILD_DIR SANITIZER_BUILD_DIR [--list]

clean: exit 2 and one message naming the file with a line, column or field (or a file-level cause
such as "is a device"); unclear: exit 2 without that; accepted: exit 0 (every input here is bad);
UB: a sanitizer report; crash: killed by a signal; hang: no answer in 20 s; memory: more than
1 GiB resident (Release build, /usr/bin/time)."""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

SOURCE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(SOURCE, "resources", "examples", "default.yaml")
TIMEOUT_S = 20
MEMORY_LIMIT_KB = 1 << 20

GOOD_CONFIG = ('{"model_type": "llama", "num_hidden_layers": 2, "hidden_size": 64, '
               '"intermediate_size": 176, "num_attention_heads": 4, "num_key_value_heads": 2, '
               '"vocab_size": 100}')


def card_with(model_line=None, price_line=None):
    text = open(EXAMPLE).read()
    if model_line:
        text = re.sub(r"  preset: .*\n", model_line + "\n", text)
    if price_line:
        text = text.replace("  safety_buffer: 0.10\n", "  safety_buffer: 0.10\n" + price_line + "\n")
    return text


def safetensors(header, data=0, length=None):
    raw = header.encode() if isinstance(header, str) else header
    return struct.pack("<Q", len(raw) if length is None else length) + raw + bytes(data)


def tensor(name="w", dtype="F32", shape="[4]", begin=0, end=16):
    return f'"{name}":{{"dtype":"{dtype}","shape":{shape},"data_offsets":[{begin},{end}]}}'


def special(kind, path):
    """Replaces a path by a device link, a FIFO or a directory."""
    if kind == "devzero":
        os.symlink("/dev/zero", path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dir":
        os.mkdir(path)


def cases():
    # config.json, through model.hf_config
    config = {
        "empty": "", "blank": " \n\t\n", "yaml not json": "model_type: llama\n",
        "comment": GOOD_CONFIG[:-1] + " // x\n}", "trailing comma": GOOD_CONFIG[:-1] + ",}",
        "single quotes": GOOD_CONFIG.replace('"llama"', "'llama'"),
        "NaN": GOOD_CONFIG[:-1] + ', "rope_theta": NaN}',
        "Infinity": GOOD_CONFIG[:-1] + ', "rope_theta": Infinity}',
        "duplicate key": GOOD_CONFIG[:-1] + ', "vocab_size": 200}',
        "byte-order mark": "\ufeff" + GOOD_CONFIG, "truncated": GOOD_CONFIG[:40],
        "nesting 100": GOOD_CONFIG[:-1] + ', "x": ' + "[" * 100 + "]" * 100 + "}",
        "nesting 100000": "[" * 100000 + "]" * 100000, "array": "[1, 2]", "string": '"x"',
        "null": "null", "zero heads": GOOD_CONFIG.replace('"num_attention_heads": 4', '"num_attention_heads": 0'),
        "negative layers": GOOD_CONFIG.replace('"num_hidden_layers": 2', '"num_hidden_layers": -2'),
        "vocab INT64_MAX": GOOD_CONFIG.replace('"vocab_size": 100', '"vocab_size": 9223372036854775807'),
        "vocab 2^63": GOOD_CONFIG.replace('"vocab_size": 100', '"vocab_size": 9223372036854775808'),
        "vocab 9e15": GOOD_CONFIG.replace('"vocab_size": 100', '"vocab_size": 9000000000000000'),
        "hidden 1e20": GOOD_CONFIG.replace('"hidden_size": 64', '"hidden_size": 1e20'),
        "hidden 64.5": GOOD_CONFIG.replace('"hidden_size": 64', '"hidden_size": 64.5'),
        "layers as text": GOOD_CONFIG.replace('"num_hidden_layers": 2', '"num_hidden_layers": "2"'),
        "kv heads 3": GOOD_CONFIG.replace('"num_key_value_heads": 2', '"num_key_value_heads": 3'),
        "unknown family gelu": GOOD_CONFIG.replace('"llama"', '"bert"')[:-1] + ', "hidden_act": "gelu"}',
        "mixture of experts": GOOD_CONFIG[:-1] + ', "num_local_experts": 8}',
        "tie as text": GOOD_CONFIG[:-1] + ', "tie_word_embeddings": "yes"}',
        "head_dim 0": GOOD_CONFIG[:-1] + ', "head_dim": 0}',
        "head_dim 1e9": GOOD_CONFIG[:-1] + ', "head_dim": 1000000000}',
        "invalid UTF-8": GOOD_CONFIG[:-1].encode() + b', "name": "\xc0\xaf"}',
        "control character": GOOD_CONFIG[:-1] + ', "name": "a\tb"}',
        "missing vocab": GOOD_CONFIG.replace(', "vocab_size": 100', ""),
        "5 MiB": GOOD_CONFIG[:-1] + ', "pad": "' + "x" * (5 << 20) + '"}',
    }
    for name, body in config.items():
        yield ("config.json", name, {"config.json": body},
               {"card.yaml": card_with("  hf_config: config.json")}, ["plan", "card.yaml"])
    for kind in ("devzero", "fifo", "dir"):
        yield ("config.json", kind, {"@config.json": kind},
               {"card.yaml": card_with("  hf_config: config.json")}, ["plan", "card.yaml"])

    # safetensors headers, through model.local_dir
    st = {
        "empty": b"", "4 bytes": b"\x10\0\0\0", "length past the end": safetensors("{}", 0, 1000),
        "length 2^64-1": safetensors("{}", 0, (1 << 64) - 1), "not JSON": safetensors("hello   "),
        "array": safetensors("[1, 2]  "), "comment": safetensors("{/*x*/" + tensor() + "}", 16),
        "duplicate name": safetensors("{" + tensor() + "," + tensor(begin=16, end=32) + "}", 32),
        "unknown dtype": safetensors("{" + tensor(dtype="X") + "}", 16),
        "dtype number": safetensors('{"w":{"dtype":4,"shape":[4],"data_offsets":[0,16]}}', 16),
        "negative dimension": safetensors("{" + tensor(shape="[-4]") + "}", 16),
        "fractional dimension": safetensors("{" + tensor(shape="[4.5]") + "}", 16),
        "shape overflows": safetensors("{" + tensor(shape="[4294967296,4294967296,8]") + "}", 16),
        "shape as text": safetensors("{" + tensor(shape='"4"') + "}", 16),
        "offsets reversed": safetensors("{" + tensor(begin=16, end=0) + "}", 16),
        "offsets past the data": safetensors("{" + tensor(end=64) + "}", 16),
        "overlap": safetensors("{" + tensor("a") + "," + tensor("b", begin=8, end=24) + "}", 24),
        "gap": safetensors("{" + tensor("a") + "," + tensor("b", begin=20, end=36) + "}", 36),
        "bytes after": safetensors("{" + tensor() + "}", 20),
        "three offsets": safetensors('{"w":{"dtype":"F32","shape":[4],"data_offsets":[0,8,16]}}', 16),
        "negative offset": safetensors('{"w":{"dtype":"F32","shape":[4],"data_offsets":[-16,0]}}', 16),
        "half a byte": safetensors("{" + tensor(dtype="F4", shape="[3]", end=2) + "}", 2),
        "metadata number": safetensors('{"__metadata__":{"a":1},' + tensor() + "}", 16),
        "metadata array": safetensors('{"__metadata__":[1],' + tensor() + "}", 16),
        "tensor array": safetensors('{"w":[1,2]}', 16),
        "NaN in shape": safetensors("{" + tensor(shape="[NaN]") + "}", 16),
        "byte-order mark": safetensors("\ufeff{" + tensor() + "}", 16),
        "nesting 10000": safetensors('{"__metadata__":' + "[" * 10000 + "]" * 10000 + "}", 0),
        "invalid UTF-8 name": safetensors(b'{"\xff":' + tensor()[4:].encode() + b"}", 16),
        "element sum overflow (review)": open(os.path.join(
            SOURCE, "tests/reliability/data/st-sum-overflow/model/m.safetensors"), "rb").read(),
        "header over 100 MB": None,
    }
    for name, body in st.items():
        files = {"model/config.json": GOOD_CONFIG}
        if body is None:
            files["@model/m.safetensors"] = "sparse-header"
        else:
            files["model/m.safetensors"] = body
        yield ("safetensors", name, files, {"card.yaml": card_with("  local_dir: model")},
               ["plan", "card.yaml"])
    for kind in ("devzero", "fifo", "dir"):
        yield ("safetensors", kind, {"model/config.json": GOOD_CONFIG, "@model/m.safetensors": kind},
               {"card.yaml": card_with("  local_dir: model")}, ["plan", "card.yaml"])

    # price files, through rental.price_catalog
    head = "price_catalog: 1\nas_of: 2026-01-01\n"
    row = head + "gpus:\n  h100-sxm-80gb:\n    - {gpus: 1, period: hour, on_demand: %s}\n"
    prices = {
        "empty": "", "not YAML": "gpus: [\n", "no version": "as_of: 2026-01-01\n",
        "version 2": "price_catalog: 2\nas_of: x\n", "version .nan": "price_catalog: .nan\nas_of: x\n",
        "no date": "price_catalog: 1\n", "price .nan": row % ".nan", "price .inf": row % ".inf",
        "price -.inf": row % "-.inf", "price negative": row % "-2", "price 1e7": row % "1e7",
        "price text": row % "cheap", "low above price": row % "{price: 2, low: 3}",
        "low .nan": row % "{price: 2, low: .nan}", "high below price": row % "{price: 2, high: 1}",
        "high .inf": row % "{price: 2, high: .inf}",
        "uncertainty .nan": head + "price_uncertainty: .nan\n",
        "uncertainty 1.5": head + "price_uncertainty: 1.5\n", "unknown key": head + "colour: red\n",
        "unknown tier": row.replace("gpus: 1", "gpus: 3") % "2",
        "unknown period": row.replace("period: hour", "period: year") % "2",
        "duplicate row": row % "2" + "    - {gpus: 1, period: hour, on_demand: 3}\n",
        "unknown source": row % "{price: 2, source: NOPE}",
        "option unit": head + "options:\n  x: {unit: parsec, price: 1}\n",
        "option price .nan": head + "options:\n  x: {unit: once, price: .nan}\n",
        "gpus a list": head + "gpus: [1, 2]\n", "row not a map": head + "gpus:\n  a100: [1]\n",
        "nesting 10000": head + "sources: " + "[" * 10000 + "]" * 10000 + "\n",
    }
    for name, body in prices.items():
        yield ("prices", name, {"prices.yaml": body},
               {"card.yaml": card_with(price_line="  price_catalog: prices.yaml")},
               ["compare", "card.yaml"])
    for kind in ("devzero", "fifo", "dir"):
        yield ("prices", kind, {"@prices.yaml": kind},
               {"card.yaml": card_with(price_line="  price_catalog: prices.yaml")},
               ["compare", "card.yaml"])

    # GPU catalogs, through --catalog
    entry = "gpus:\n  - id: h100-sxm-80gb\n    %s\n"
    gpus = {
        "empty": "", "not YAML": "gpus: [\n", "no gpus": "cards: []\n", "gpus a map": "gpus: {a: 1}\n",
        "entry a list": "gpus:\n  - [1]\n", "no id": "gpus:\n  - name: x\n",
        "duplicate id": entry % "name: a" + "  - id: h100-sxm-80gb\n",
        "memory 1e13 (review)": entry % "memory_mib: 10000000000000",
        "memory .nan": entry % "memory_mib: .nan", "memory negative": entry % "memory_mib: -1",
        "memory text": entry % "memory_mib: lots", "bandwidth .inf": entry % "memory_bandwidth_gbps: .inf",
        "bandwidth negative": entry % "memory_bandwidth_gbps: -5",
        "bandwidth 1e7": entry % "memory_bandwidth_gbps: 1e7",
        "peak 1e300": entry % "peak_tflops: {bf16: 1e300}", "peak .nan": entry % "peak_tflops: {bf16: .nan}",
        "matmul_efficiency 1.5": entry % "matmul_efficiency: {bf16: 1.5}",
        "matmul_efficiency .nan": entry % "matmul_efficiency: {bf16: .nan}",
        "GPUs per node 0": entry % "max_gpus_per_node: 0",
        "GPUs per node 2^31": entry % "max_gpus_per_node: 2147483648",
        "unknown vendor": entry % "vendor: intel", "unknown key": entry % "colour: red",
        "new entry incomplete": "gpus:\n  - id: mine\n    name: Mine\n",
        "nesting 10000": "gpus: " + "[" * 10000 + "]" * 10000 + "\n",
        "5 MiB": "# " + "x" * (5 << 20) + "\ngpus: []\n",
    }
    for name, body in gpus.items():
        yield ("GPU catalog", name, {"gpus.yaml": body}, {},
               ["plan", EXAMPLE, "--catalog", "gpus.yaml"])
    for kind in ("devzero", "fifo", "dir"):
        yield ("GPU catalog", kind, {"@gpus.yaml": kind}, {},
               ["plan", EXAMPLE, "--catalog", "gpus.yaml"])


def materialise(folder, files):
    for name, body in files.items():
        special_kind = name.startswith("@")
        path = os.path.join(folder, name.lstrip("@"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if special_kind and body == "sparse-header":
            with open(path, "wb") as out:
                out.write(struct.pack("<Q", 100_000_001) + b"{")
            os.truncate(path, 100_000_100)
        elif special_kind:
            special(body, path)
        else:
            with open(path, "wb") as out:
                out.write(body if isinstance(body, bytes) else body.encode())


def run(cli, folder, arguments, measure_memory):
    command = [cli] + arguments
    if measure_memory:
        command = ["/usr/bin/time", "-f", "maxrss_kb=%M"] + command
    environment = dict(os.environ, RUNCARD_RESOURCES=os.path.join(SOURCE, "resources"),
                       ASAN_OPTIONS="detect_leaks=0", UBSAN_OPTIONS="print_stacktrace=1")
    try:
        done = subprocess.run(command, cwd=folder, capture_output=True, timeout=TIMEOUT_S,
                              env=environment)
    except subprocess.TimeoutExpired:
        return None, "", 0
    error = done.stderr.decode(errors="replace")
    rss = int(re.search(r"maxrss_kb=(\d+)", error).group(1)) if measure_memory else 0
    if measure_memory:  # /usr/bin/time's own lines
        error = re.sub(r"(Command exited with non-zero status \d+|maxrss_kb=\d+)\n?", "", error)
    return done.returncode, error, rss


def classify(release, sanitized):
    code, error, rss = release
    if code is None:
        return "hang"
    if rss > MEMORY_LIMIT_KB:
        return "memory"
    if "runtime error:" in sanitized[1] or "AddressSanitizer" in sanitized[1]:
        return "UB"
    if code < 0 or code > 128 or "Command terminated by signal" in error:  # time reports signals
        return "crash"
    if code == 0:
        return "accepted"
    lines = [line for line in error.strip().splitlines() if line]
    located = bool(re.search(r"\.(json|yaml|safetensors)(:\d+:\d+)?: |/dev/zero: ", error))
    return "clean" if code == 2 and len(lines) == 1 and located else "unclear"


def main():
    build, sanitized_build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    release_cli = os.path.join(build, "app", "cli", "runcard-cli")
    sanitized_cli = os.path.join(sanitized_build, "app", "cli", "runcard-cli")
    columns = ["clean", "unclear", "accepted", "UB", "crash", "hang", "memory"]
    table, details = {}, []
    for loader, name, files, cards, arguments in cases():
        folder = tempfile.mkdtemp(prefix="runcard-bad-")
        try:
            materialise(folder, files)
            materialise(folder, cards)
            release = run(release_cli, folder, arguments, True)
            outcome = classify(release, run(sanitized_cli, folder, arguments, False))
        finally:
            shutil.rmtree(folder)
        row = table.setdefault(loader, dict.fromkeys(columns, 0))
        row[outcome] += 1
        details.append((loader, name, outcome, (release[1].strip().splitlines() or [""])[-1][:160]))
    if "--list" in sys.argv:
        for loader, name, outcome, message in details:
            print(f"{loader:12} {name:32} {outcome:9} {message}")
    print("| Bad inputs | tried | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 2) + "|")
    total = dict.fromkeys(columns, 0)
    for loader, row in table.items():
        print(f"| {loader} | {sum(row.values())} | " + " | ".join(str(row[c]) for c in columns) + " |")
        for c in columns:
            total[c] += row[c]
    print(f"| **total** | **{sum(total.values())}** | " +
          " | ".join(f"**{total[c]}**" for c in columns) + " |")


if __name__ == "__main__":
    main()
