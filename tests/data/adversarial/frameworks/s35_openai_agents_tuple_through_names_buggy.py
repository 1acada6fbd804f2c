from agents import function_tool
from agents.tool_context import ToolContext


def call_parts(ctx: ToolContext[dict]):
    call = ctx.tool_call
    namespace = ctx.tool_namespace
    return call, namespace


@function_tool
def describe(ctx: ToolContext[dict]) -> str:
    call, namespace = call_parts(ctx)
    if call is None:
        return "no call item"
    return namespace.upper() + call.name  # expect: DK201
