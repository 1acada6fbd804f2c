from devkit.agent import ToolExecutionContext, tool


@tool(name="held")
def held(args, ctx: ToolExecutionContext):
    found = (ctx.identity, ctx.identity)
    for position, ident in enumerate(found):
        print(position, ident.tenant)  # expect: DK201
    labels = ["run", "session"]
    for label, value in zip(labels, (ctx.run_id, ctx.session_id)):
        print(label, value.upper())  # expect: DK201
    return None
