from devkit.agent import Tool, ToolExecutionContext


class Tenant(Tool):
    name = "tenant"

    def _warn(self, why: str) -> None:
        print(why)

    def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            self._warn("anonymous")
        return ctx.identity.tenant  # expect: DK201
