from devkit.agent import tool, ToolExecutionContext


class Client:
    def __init__(self, ctx, base_url):
        self.base_url = base_url
        self.ctx = ctx

    def url(self, path):
        return self.base_url.rstrip("/") + path

    def signal_state(self):
        sig = self.ctx.signal
        return "none" if sig is None else sig.aborted


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    client = Client(ctx, args.base)
    return client.url("/x"), client.signal_state()
