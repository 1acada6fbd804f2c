from devkit.agent import tool, ToolExecutionContext

def report_size(c):
    if c.wanted is None:
        return 0
    return c.wanted["report"].size  # expect: DK103

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return report_size(ctx)
