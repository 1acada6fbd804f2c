import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(tok: str) -> str:
    return f"Bearer {tok}"


def _fingerprint(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()[:12]


def _label(fp: str) -> str:
    return f"key {fp}"


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    label = _label(_fingerprint(_bearer(ctx.credential.secret.reveal())))
    print(label)
    return label
