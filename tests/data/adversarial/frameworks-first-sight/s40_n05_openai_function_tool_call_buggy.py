from agents import FunctionTool, RunContextWrapper, function_tool


def _lookup(ctx: RunContextWrapper[None], q: str) -> str:
    return ctx.tool_input.get("q", q)  # expect: DK201


@function_tool
def find(ctx: RunContextWrapper[None], q: str) -> str:
    return _lookup(ctx, q)
