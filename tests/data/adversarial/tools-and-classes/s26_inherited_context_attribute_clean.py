from devkit.agent import Tool, ToolExecutionContext


class StepTool(Tool):
    """Keeps the context on the instance for the steps its subclasses define."""

    def execute(self, args, ctx: ToolExecutionContext):
        self.ctx = ctx
        return self.step(args)

    def step(self, args):
        raise NotImplementedError


class Whoami(StepTool):
    name = "whoami"

    def step(self, args):
        if self.ctx.identity is None:
            return None
        return self.ctx.identity.tenant


class CallId(StepTool):
    name = "call_id"

    def step(self, args):
        return self.ctx.tool_call_id.upper()


class Holder:
    ctx: ToolExecutionContext


class Reader(Holder):
    def principal(self):
        ident = self.ctx.identity
        return ident.principal if ident is not None else None


class Unrelated:
    def __init__(self, ctx):
        self.ctx = ctx


class Plain(Unrelated):
    def run(self):
        return self.ctx.identity.tenant
