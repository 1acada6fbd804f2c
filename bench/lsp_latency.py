"""Language server latency: didChange -> publishDiagnostics on 500- and 3,000-line tool files.

    python bench/lsp_latency.py [--edits 200] [--lines 500 3000] [--with-requests]

Debounce 0. Prints p50 and p95 over the edits next to the bare libcst parse time of the
same file, and ruff's server (`ruff server`, when ruff is installed) on the same edits,
all measured in this run. Goals (issue 15): 500 lines p95 <= 15 ms; 3,000 lines p95 <=
30 ms and <= 3x ruff's p95. `--with-requests` sends what an editor asks after each edit
(lenses, symbols, code actions, a hover) to both servers: they must not delay the edits.
"""

from __future__ import annotations

import argparse
import json
import queue
import random
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import libcst

sys.path.insert(0, str(Path(__file__).parent))
from gen_tools import generate_module


class Client:
    """Just enough JSON-RPC over stdio to time notifications."""

    def __init__(self, command: list[str] | None = None) -> None:
        self.proc = subprocess.Popen(
            command or [sys.executable, "-m", "devkit_server"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.inbox: queue.Queue[dict] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self._id = 0

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            length = 0
            while (line := stream.readline().strip()) != b"":
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            if not length:
                return
            self.inbox.put(json.loads(stream.read(length)))

    def send(self, method: str, params: dict, request: bool = False) -> int | None:
        message: dict = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self._id += 1
            message["id"] = self._id
        body = json.dumps(message).encode()
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
        return message.get("id")

    def start(self, uri: str, text: str, timeout: float = 30) -> None:
        """initialize (debounce 0, push diagnostics), open `text`, wait for its diagnostics."""
        init = self.send(
            "initialize",
            {
                "capabilities": {},
                "initializationOptions": {"debounce": 0, "pullDiagnostics": False},
            },
            request=True,
        )
        self.wait(lambda m: m.get("id") == init)
        self.send("initialized", {})
        self.send(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "python", "version": 0, "text": text}},
        )
        self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", timeout)

    def stop(self) -> None:
        shutdown = self.send("shutdown", {}, request=True)
        self.wait(lambda m: m.get("id") == shutdown)
        self.send("exit", {})
        self.proc.wait(10)

    def change(self, uri: str, text: str, version: int) -> None:
        """The edit every benchmark makes: `text` with a string literal changed, as `version`."""
        edited = text.replace("Generated tool", f"Generated tool v{version}", 1)
        self.send(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"text": edited}],
            },
        )

    def published(self, version: int, timeout: float = 30, unversioned: bool = False) -> None:
        """Wait for the diagnostics of `version` (any diagnostics when the server does not
        say their version, as ruff's does not)."""
        accepted = (version, None) if unversioned else (version,)
        self.wait(
            lambda m: (
                m.get("method") == "textDocument/publishDiagnostics"
                and m["params"].get("version") in accepted
            ),
            timeout,
        )

    def wait(self, predicate, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            message = self.inbox.get(timeout=max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return message


def tool_file(lines: int = 500) -> str:
    """Whole generated tools (all profiles' bug mix) until the file reaches `lines` lines."""
    rng = random.Random(5)
    for tools in range(1, 200):
        text = generate_module(rng, 0, tools_per_file=tools)
        if text.count("\n") >= lines:
            return text
    raise AssertionError("unreachable")


# What an editor asks right after an edit (VS Code: lenses, symbols, the lightbulb's code
# actions at the cursor, a hover), sent with every edit in the `--with-requests` run.
EDITOR_REQUESTS = [
    ("textDocument/codeLens", {}),
    ("textDocument/documentSymbol", {}),
    (
        "textDocument/codeAction",
        {
            "range": {"start": {"line": 10, "character": 0}, "end": {"line": 10, "character": 0}},
            "context": {"diagnostics": []},
        },
    ),
    ("textDocument/hover", {"position": {"line": 10, "character": 8}}),
]


def measure(
    text: str, edits: int, command: list[str] | None = None, requests: bool = False
) -> list[float]:
    """didChange -> publishDiagnostics of that version, per edit, sorted (seconds); with
    `requests`, each edit is followed at once by the requests an editor sends after one."""
    client = Client(command)
    uri = "file:///tmp/devkit-bench/tools.py"
    client.start(uri, text, timeout=120)
    latencies = []
    for version in range(1, edits + 1):
        start = time.perf_counter()
        client.change(uri, text, version)
        if requests:
            for method, params in EDITOR_REQUESTS:
                client.send(method, {"textDocument": {"uri": uri}, **params}, request=True)
        client.published(version, unversioned=True)
        latencies.append(time.perf_counter() - start)
    client.stop()
    return sorted(latencies)


def p95(latencies: list[float]) -> float:
    return latencies[int(len(latencies) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--lines", type=int, nargs="+", default=[500, 3000])
    parser.add_argument(
        "--with-requests",
        action="store_true",
        help="also send lenses, symbols, code actions and a hover with every edit (both servers)",
    )
    ns = parser.parse_args()
    ruff = shutil.which("ruff")
    for lines in ns.lines:
        text = tool_file(lines)
        parse_times = []
        for _ in range(20):
            start = time.perf_counter()
            libcst.parse_module(text)
            parse_times.append(time.perf_counter() - start)
        parse = statistics.median(parse_times)
        ours = measure(text, ns.edits, requests=ns.with_requests)
        load = ", editor requests after each" if ns.with_requests else ""
        print(f"{text.count(chr(10))}-line tool file, {ns.edits} edits{load}, debounce 0")
        print(f"bare libcst parse (median)       {parse * 1000:7.1f} ms")
        print(f"didChange -> diagnostics p50     {ours[len(ours) // 2] * 1000:7.1f} ms")
        goal = "<= 15 ms" if lines <= 500 else "<= 30 ms and <= 3x ruff's"
        print(
            f"didChange -> diagnostics p95     {p95(ours) * 1000:7.1f} ms   "
            f"= {p95(ours) / parse:.2f}x the parse  (goal: {goal})"
        )
        if ruff is not None:
            theirs = measure(text, ns.edits, [ruff, "server"], requests=ns.with_requests)
            print(
                f"ruff server p50 / p95            {theirs[len(theirs) // 2] * 1000:7.1f} / "
                f"{p95(theirs) * 1000:.1f} ms   ours/ruff p95 {p95(ours) / p95(theirs):5.2f}x"
            )


if __name__ == "__main__":
    main()
