from typing import Never

from devkit.agent import Tool, ToolExecutionContext


class Principal(Tool):
    name = "principal"

    @staticmethod
    def _refuse(why: str) -> Never:
        raise PermissionError(why)

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            self._refuse("anonymous")
        return ctx.identity.principal
