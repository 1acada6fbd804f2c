from devkit.agent import tool, ToolExecutionContext


@tool(name="numbered")
def numbered(args, ctx: ToolExecutionContext):
    for n, rid in enumerate([ctx.run_id]):
        print(n, rid.upper())  # expect: DK201
    return None


@tool(name="paired")
def paired(args, ctx: ToolExecutionContext):
    for label, ident in zip(["who"], [ctx.identity]):
        print(label, ident.tenant)  # expect: DK201
    return None


@tool(name="entries")
def entries(args, ctx: ToolExecutionContext):
    for key, value in {"session": ctx.session_id}.items():
        print(key, value.upper())  # expect: DK201
    return None


@tool(name="held_list")
def held_list(args, ctx: ToolExecutionContext):
    identities = [ctx.identity]
    for ident in identities:
        print(ident.principal)  # expect: DK201
    return None


@tool(name="held_pair")
def held_pair(args, ctx: ToolExecutionContext):
    found = (ctx.identity, ctx.identity)
    for ident in found:
        print(ident.tenant)  # expect: DK201
    return None


@tool(name="sorted_ids")
def sorted_ids(args, ctx: ToolExecutionContext):
    return [s.upper() for s in sorted([ctx.session_id])]  # expect: DK201
