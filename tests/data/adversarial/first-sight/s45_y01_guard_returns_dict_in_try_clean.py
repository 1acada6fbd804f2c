from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="repo_info", description="Reads a repository.", needs=[Need("github", scopes=("repo",))])
def repo_info(args, ctx: ToolExecutionContext) -> dict:
    try:
        if ctx.credential is None:
            return {"ok": False, "reason": "no credential"}
        stars = args.counts[args.repo]
    except KeyError:
        stars = 0
    return {"ok": True, "stars": stars, "who": ctx.credential.name}
