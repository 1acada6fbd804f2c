"""Language server memory: RSS over many edits of one document and hovers on unopened files.

    python bench/lsp_memory.py [--edits 14000] [--hovers 1000]

Debounce 0. RSS (VmRSS, Linux) is read after a warm-up, then after the edits (each waits
for its diagnostics), then after hovering each of `--hovers` files never opened. Goal
(issue 15): both growths within 10 MB.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from lsp_latency import Client, tool_file


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no VmRSS: this benchmark needs Linux /proc")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=14_000)
    parser.add_argument("--hovers", type=int, default=1_000)
    ns = parser.parse_args()
    text = tool_file(500)
    client = Client()
    uri = "file:///tmp/devkit-bench/memory.py"
    client.start(uri, text)
    pid = client.proc.pid

    def edit(version: int) -> None:
        client.change(uri, text, version)
        client.published(version)

    warm_up = min(500, ns.edits)
    for version in range(1, warm_up + 1):
        edit(version)
    before = rss_mb(pid)
    samples = []
    for version in range(warm_up + 1, ns.edits + 1):
        edit(version)
        if version % 2000 == 0:
            samples.append(f"{rss_mb(pid):.0f}")
    after_edits = rss_mb(pid)
    hover_warm_up = min(20, ns.hovers)  # the first hovers load the editor features once
    after_first_hovers = after_edits
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(ns.hovers):
            if i == hover_warm_up:
                after_first_hovers = rss_mb(pid)
            path = Path(tmp) / f"unopened_{i}.py"
            path.write_text(text, encoding="utf-8")
            request = client.send(
                "textDocument/hover",
                {"textDocument": {"uri": path.as_uri()}, "position": {"line": 30, "character": 12}},
                request=True,
            )
            client.wait(lambda m, r=request: m.get("id") == r)
        after_hovers = rss_mb(pid)
    client.stop()
    print(f"500-line tool file, {ns.edits} edits then {ns.hovers} hovers on unopened files")
    print(f"RSS after warm-up ({warm_up} edits)   {before:7.1f} MB")
    print(f"RSS every 2,000 edits              {' '.join(samples)} MB")
    print(
        f"RSS after the edits                {after_edits:7.1f} MB   growth {after_edits - before:+.1f} MB  (goal: within 10)"
    )
    print(
        f"RSS after {hover_warm_up} hovers (once)       {after_first_hovers:7.1f} MB   {after_first_hovers - after_edits:+.1f} MB"
    )
    print(
        f"RSS after the hovers               {after_hovers:7.1f} MB   growth {after_hovers - after_first_hovers:+.1f} MB  (goal: within 10)"
    )


if __name__ == "__main__":
    main()
