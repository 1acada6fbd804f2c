from devkit.agent import Tool, ToolExecutionContext


class Lookup(Tool):
    name = "lookup"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ctx = ctx
        return self._tenant()

    def _tenant(self) -> str:
        return "x"


def describe(c: ToolExecutionContext) -> str:
    here = c
    return here.identity.tenant or "-"  # expect: DK201
