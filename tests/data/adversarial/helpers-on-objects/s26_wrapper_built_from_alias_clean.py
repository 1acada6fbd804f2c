from devkit.agent import tool, ToolExecutionContext


class Client:
    def __init__(self, context):
        self.context = context

    def principal(self):
        if self.context.identity is None:
            return None
        return self.context.identity.principal


@tool(name="aliased")
def aliased(args, ctx: ToolExecutionContext):
    current = ctx
    client = Client(context=current)
    return client.principal()
