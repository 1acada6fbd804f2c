import logging as lg

from devkit.agent import ToolExecutionContext, tool


@tool(name="total", description="Totals a column.")
def total(args, ctx: ToolExecutionContext) -> str:
    try:
        if not ctx.identity:
            lg.warning("total called without identity by %s", args.caller)
            raise PermissionError("anonymous")
        mean = sum(args.values) / len(args.values)
    except ZeroDivisionError:
        mean = 0.0
    return f"{ctx.identity.tenant}:{mean}"
