import os

from devkit.agent import ToolExecutionContext, tool

ADMINS: frozenset[str] = frozenset(os.environ.get("ADMINS", "").split(","))


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    if ctx.identity is None or ctx.identity.principal not in ADMINS:
        return {"admin": False}
    return {"admin": True, "who": ctx.identity.principal.lower()}
