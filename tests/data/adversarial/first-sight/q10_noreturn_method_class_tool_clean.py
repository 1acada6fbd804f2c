from typing import NoReturn

from devkit.agent import Tool, ToolExecutionContext


class Tenant(Tool):
    name = "tenant"

    def _deny(self, why: str) -> NoReturn:
        raise PermissionError(why)

    def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            self._deny("anonymous")
        return ctx.identity.tenant
