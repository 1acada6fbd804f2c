from devkit.agent import tool, ToolExecutionContext

class Client:
    def __init__(self, context):
        self.context = context

    def principal(self):
        return self.context.identity.principal  # expect: DK201

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    c = Client(context=ctx)
    return c.principal()
