from devkit.agent import Tool


class Base(Tool):
    pass


class Middle(Base):
    pass


class Leaf(Middle):
    name = "leaf"

    def execute(self, args, ctx):
        return ctx.identity.tenant  # expect: DK201
