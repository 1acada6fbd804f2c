from devkit.agent import tool, ToolExecutionContext

class Session:
    def __init__(self, ctx):
        self.ident = ctx.identity

    def tenant(self):
        return self.ident.tenant  # expect: DK201

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return Session(ctx).tenant()
