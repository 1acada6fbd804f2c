from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return ""
    raw = cred.secret.reveal()
    if not raw.startswith("ghp_"):
        raise ValueError(f"not a GitHub token: {raw!r}") from None  # expect: DK402
    return cred.name
