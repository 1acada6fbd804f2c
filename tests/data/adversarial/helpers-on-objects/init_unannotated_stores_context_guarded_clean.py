from devkit.agent import tool, ToolExecutionContext

class Client:
    def __init__(self, ctx):
        self.ctx = ctx

    def tenant(self):
        if self.ctx.identity is None:
            return None
        return self.ctx.identity.tenant

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    c = Client(ctx)
    return c.tenant()
