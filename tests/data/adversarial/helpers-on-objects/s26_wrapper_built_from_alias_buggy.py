from devkit.agent import tool, ToolExecutionContext


class Client:
    def __init__(self, context):
        self.context = context

    def principal(self):
        return self.context.identity.principal  # expect: DK201


class Session:
    def __init__(self, ctx):
        self.ident = ctx.identity

    def tenant(self):
        return self.ident.tenant  # expect: DK201


@tool(name="aliased")
def aliased(args, ctx: ToolExecutionContext):
    current = ctx
    client = Client(context=current)
    return client.principal()


@tool(name="walrus")
def walrus(args, ctx: ToolExecutionContext):
    if (held := ctx) is not None:
        return Session(held).tenant()
    return None
