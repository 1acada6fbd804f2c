"""Generate a tree of tool-dense modules mixing all three profiles (for benchmarks and fuzzing).

    python bench/gen_tools.py OUT_DIR [--files 300] [--seed 7]

Each file holds several tools written the ways real authors write them: decorators, tool
classes, create_tool with named functions and lambdas, helpers taking the context, guards
of every shape, and a sprinkling of the bugs the checker reports.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

AGENT_TOOL = '''
class {Name}Args(BaseModel):
    repo: str
    title: str = ""
    report: str = ""
    limit: int = {n}


@tool(name="{name}", description="Generated tool {name}.", needs=[Need("github", scopes=("repo",))], wants=["report"])
async def {name}(args: {Name}Args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {{"ok": False, "reason": "no credential"}}
    results = []
    for i in range(args.limit):
        if ctx.signal is not None and ctx.signal.aborted:
            break
        results.append({{"i": i, "repo": args.repo, "who": ctx.credential.name}})
    size = ctx.wanted["report"].size if ctx.wanted and "report" in ctx.wanted else 0
    if ctx.has_artifacts:
        ctx.artifacts.put("{name}.json", str(results), media_type="application/json")
    tenant = ctx.identity.tenant if ctx.identity is not None else None
    {bug_agent}
    return {{"ok": True, "count": len(results), "size": size, "tenant": tenant, "call": ctx.tool_call_id}}


def _{name}_session(ctx: ToolExecutionContext, cache: dict) -> str | None:
    if "session" not in (ctx.teardown_scopes or ()) or ctx.session_id is None:
        return None
    key = tool_session_key(ctx, "session")
    cache.setdefault(key, 0)
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: cache.pop(key, None), scope="session", key=key)
    return key


class {Name}Counter(Tool):
    """Counts calls per session for {name}."""

    name = "{name}_counter"
    _cache: dict = {{}}

    def execute(self, args: {Name}Args, ctx: ToolExecutionContext) -> dict:
        key = _{name}_session(ctx, self._cache)
        if key is None:
            return {{"count": None}}
        self._cache[key] += 1
        return {{"count": self._cache[key], "iteration": ctx.iteration}}
'''

AGENT_BUGS = [
    "print(ctx.run_id or 'local')",
    "print(ctx.identity.principal)",
    "if ctx.artifacts:\n        print('store attached')",
    "_CACHE[ctx.session_id] = tenant",
    "pass",
    "pass",
]

MCP_TOOL = """
class {Name}Input(BaseModel):
    amount: int = {n}
    currency: str = "EUR"


class {Name}Tools:
    @tool(name="{name}", task_support=True)
    @use_guards(JWTGuard)
    async def {name}(self, input: {Name}Input, ctx: ExecutionContext) -> dict:
        if ctx.auth is None or not ctx.auth.subject:
            raise PermissionError("authentication required")
        user = ctx.auth.subject
        ctx.logger.info("processing", user=user, amount=input.amount, request_id=ctx.request_id)
        steps = 0
        while steps < input.amount:
            if ctx.abort_signal is not None and ctx.abort_signal.aborted:
                break
            steps += 1
            if ctx.task is not None:
                ctx.task.current_step = steps
        await emit_event("{name}.done", {{"user": user, "steps": steps}})
        {bug_mcp}
        return self._summary(ctx, steps)

    def _summary(self, ctx: ExecutionContext, steps: int) -> dict:
        meta = ctx.metadata or {{}}
        return {{"steps": steps, "tool": ctx.tool_name, "meta": len(meta), "verified": ctx.verified_subject}}
"""

MCP_BUGS = [
    "ctx.logger.debug('token', token=ctx.auth.token)",
    "print(ctx.metadata['trace'])",
    "pass",
    "pass",
]

ADK_TOOL = """
class {Name}Query(BaseModel):
    query: str
    top: int = {n}


async def _{name}(args: {Name}Query, ctx: ToolContext) -> dict:
    if ctx.memory_service is None:
        return {{"results": []}}
    results = await ctx.search_memory(args.query)
    ctx.state["last_{name}"] = args.query
    best = [r.memory.content for r in results[: args.top] if r.score > 0.5]
    files = await ctx.list_artifacts() if ctx.artifact_service is not None else []
    {bug_adk}
    return {{"best": best, "files": files, "session": ctx.session.id}}


{name} = create_tool(name="{name}", description="Search for {name}.", schema={Name}Query, fn=_{name})
{name}_echo = create_tool(name="{name}_echo", schema={Name}Query, fn=lambda args, ctx: {{"q": args.query, "call": ctx.function_call_id}})


def {name}_escalate(reason: str, tool_context: ToolContext) -> dict:
    tool_context.actions.escalate = True
    tool_context.actions.transfer_to_agent = "{name}_human"
    return {{"escalated": True, "reason": reason}}
"""

ADK_BUGS = ["await ctx.save_artifact('x', b'y')", "print(ctx.function_call_id.upper())", "pass"]

HEADERS = {
    "agent": "from pydantic import BaseModel\n\nfrom devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key\n\n_CACHE: dict = {}\n",
    "mcp": "from pydantic import BaseModel\n\nfrom devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards\n\n\nclass JWTGuard(Guard):\n    def can_activate(self, ctx: ExecutionContext) -> bool:\n        return ctx.auth is not None\n",
    "adk": "from pydantic import BaseModel\n\nfrom devkit.adk import ToolContext, create_tool\n",
}
TEMPLATES = {
    "agent": (AGENT_TOOL, AGENT_BUGS, "bug_agent"),
    "mcp": (MCP_TOOL, MCP_BUGS, "bug_mcp"),
    "adk": (ADK_TOOL, ADK_BUGS, "bug_adk"),
}


def generate_module(rng: random.Random, index: int, tools_per_file: int = 6) -> str:
    profile = ("agent", "mcp", "adk")[index % 3]
    template, bugs, slot = TEMPLATES[profile]
    parts = [
        f'"""Generated {profile} tools, module {index}."""\n\nfrom __future__ import annotations\n\n',
        HEADERS[profile],
    ]
    for t in range(tools_per_file):
        name = f"{profile}_tool_{index}_{t}"
        parts.append(
            template.format(
                name=name,
                Name="".join(p.title() for p in name.split("_")),
                n=rng.randint(1, 9),
                **{slot: rng.choice(bugs)},
            )
        )
    return "\n".join(parts)


def generate_tree(out: Path, files: int = 300, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(files):
        path = out / f"pkg_{i // 50}" / f"tools_{i}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(generate_module(rng, i), encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    ns = parser.parse_args()
    written = generate_tree(ns.out, ns.files, ns.seed)
    print(f"wrote {len(written)} files under {ns.out}")
