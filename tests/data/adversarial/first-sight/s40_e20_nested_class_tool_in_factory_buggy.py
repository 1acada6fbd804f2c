from devkit.agent import Tool, ToolExecutionContext


def make(name: str):
    class Dynamic(Tool):
        description = "d"

        def execute(self, args, ctx: ToolExecutionContext) -> str:
            return ctx.identity.tenant or name  # expect: DK201

    Dynamic.name = name
    return Dynamic
