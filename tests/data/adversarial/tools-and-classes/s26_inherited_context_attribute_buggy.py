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
        return self.ctx.identity.tenant  # expect: DK201


class Resettable(Tool):
    def __init__(self):
        self.ctx = None

    def execute(self, args, ctx: ToolExecutionContext):
        self.ctx = ctx
        return self.step(args)


class RunName(Resettable):
    name = "run_name"

    def step(self, args):
        return self.ctx.tool_call_id  # expect: DK201


class Holder:
    ctx: ToolExecutionContext


class Grandchild(Holder):
    pass


class Reader(Grandchild):
    def principal(self):
        return self.ctx.identity.principal  # expect: DK201
