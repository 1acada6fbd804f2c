from agents import function_tool
from agents.tool_context import ToolContext


class Search:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def namespace(self, ctx: ToolContext[None]) -> str:
        return self.prefix + ctx.tool_namespace.upper()  # expect: DK201


_search = Search("x")


@function_tool
def find(ctx: ToolContext[None], q: str) -> str:
    return _search.namespace(ctx) + q
