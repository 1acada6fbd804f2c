from devkit.agent import tool, ToolExecutionContext

class Client:
    def __init__(self, ctx):
        self.ctx = ctx

    def tenant(self):
        return self.ctx.identity.tenant  # expect: DK201

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return Client(ctx).tenant()
