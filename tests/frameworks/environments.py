"""The real frameworks the profiles are checked against, one virtual environment each.

`.ci/run` builds them before the tests (`python -m tests.frameworks.environments`); a test
session that finds one missing builds it the same way, so the tests never skip.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(
    os.environ.get("DEVKIT_FRAMEWORK_ENVS", Path(__file__).resolve().parents[2] / ".framework-envs")
)
INSTALL_SECONDS = 900


@dataclass(frozen=True)
class Environment:
    name: str
    requirement: str  # the newest release of the major that installs here
    profile: str
    major: int
    release: str | None = None  # when the minor matters (ADK recognition changed in 1.27)

    @property
    def python(self) -> Path:
        return ROOT / self.name / "bin" / "python"


ENVIRONMENTS = (
    Environment("fastmcp-2", "fastmcp==2.14.7", "fastmcp", 2),
    Environment("fastmcp-3", "fastmcp==3.4.11", "fastmcp", 3),
    Environment("fastmcp-4", "fastmcp==4.2.3", "fastmcp", 4),
    Environment("mcp-1", "mcp==1.30.0", "mcp-sdk", 1),
    Environment("mcp-2", "mcp==2.3.0", "mcp-sdk", 2),
    Environment("google-adk-1.26", "google-adk==1.26.0", "google-adk", 1, "1.26"),
    Environment("google-adk-1", "google-adk==1.39.1", "google-adk", 1, "1.39"),
    Environment("google-adk-2", "google-adk==2.13.0", "google-adk", 2),
    Environment("pydantic-ai-2", "pydantic-ai-slim==2.68.0", "pydantic-ai", 2),
    Environment("openai-agents-0", "openai-agents==0.24.0", "openai-agents", 0),
    Environment(
        "langchain-1",
        "langchain==1.5.2 langchain-core==1.8.3 langgraph==1.2.24 langgraph-prebuilt==1.1.3",
        "langchain",
        1,
    ),
)
BY_NAME = {e.name: e for e in ENVIRONMENTS}


def ensure(env: Environment) -> Path:
    """The environment's interpreter, building the environment first when it is missing."""
    marker = ROOT / env.name / ".devkit-installed"
    if marker.is_file() and marker.read_text() == env.requirement:
        _see_this_checkout(env)  # the checkout may have moved (a CI clone)
        return env.python
    venv.EnvBuilder(with_pip=True, clear=True).create(ROOT / env.name)
    done = subprocess.run(
        [
            str(env.python),
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            *env.requirement.split(),
        ],
        capture_output=True,
        text=True,
        timeout=INSTALL_SECONDS,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"installing {env.requirement} into {ROOT / env.name} failed:\n{done.stderr[-2000:]}"
        )
    _see_this_checkout(env)
    marker.write_text(env.requirement)
    return env.python


def _see_this_checkout(env: Environment) -> None:
    """`devkit invoke --python ENV` runs the harness child there: let it import this checkout
    (a .pth line, so the framework's own dependencies stay exactly as installed)."""
    done = subprocess.run(
        [str(env.python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    checkout = Path(__file__).resolve().parents[2]
    (Path(done.stdout.strip()) / "devkit-checkout.pth").write_text(f"{checkout}\n")


if __name__ == "__main__":
    for environment in ENVIRONMENTS:
        print(f"framework environment {environment.name}: {ensure(environment)}", flush=True)
    sys.exit(0)
