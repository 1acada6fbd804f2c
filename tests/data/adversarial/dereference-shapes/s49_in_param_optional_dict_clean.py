from typing import Optional

from devkit.agent import ToolExecutionContext, tool


@tool(name="lookup", description="Looks a run up.")
def lookup(args, ctx: ToolExecutionContext, table: Optional[dict[str, int]] = None):
    table = table or {}
    if ctx.run_id in table:
        return {"run": ctx.run_id.upper(), "n": table[ctx.run_id]}
    return None
