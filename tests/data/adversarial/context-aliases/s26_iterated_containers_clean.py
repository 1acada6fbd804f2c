from devkit.agent import tool, ToolExecutionContext


@tool(name="numbered")
def numbered(args, ctx: ToolExecutionContext):
    for n, rid in enumerate([ctx.run_id]):
        if rid is None:
            continue
        print(n, rid.upper())
    return None


@tool(name="paired")
def paired(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    for label, ident in zip(["who"], [ctx.identity]):
        print(label, ident.tenant)
    return None


@tool(name="entries")
def entries(args, ctx: ToolExecutionContext):
    for key, value in {"session": ctx.session_id}.items():
        if value:
            print(key, value.upper())
    return None


@tool(name="held_list")
def held_list(args, ctx: ToolExecutionContext):
    identities = [ctx.identity]
    for ident in identities:
        if ident is not None:
            print(ident.principal)
    return None


@tool(name="plain_values")
def plain_values(args, ctx: ToolExecutionContext):
    names = ["a", "b"]
    for n, name in enumerate(names):
        print(n, name.upper())
    for left, right in zip(names, [ctx.tool_call_id]):
        print(left.upper(), right.upper())
    return [s.upper() for s in sorted([ctx.tool_call_id])]
