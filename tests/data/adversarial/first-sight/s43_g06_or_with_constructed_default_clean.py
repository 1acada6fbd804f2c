from dataclasses import dataclass

from devkit.agent import ToolExecutionContext, tool


@dataclass
class Anonymous:
    tenant: str = "public"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity or Anonymous()
    return str(ident.tenant)
