"""Package discovery lives here only because the server directory is renamed on install.

`server/` installs as `devkit_server` so that no bare top-level `server` module is created.
Everything else about the distribution is in pyproject.toml.
"""

from setuptools import find_packages, setup

SERVER_DIR, SERVER_PACKAGE = "server", "devkit_server"

packages = find_packages(include=["devkit", "devkit.*"])
packages += [
    SERVER_PACKAGE + name[len(SERVER_DIR) :]
    for name in find_packages(include=[SERVER_DIR, f"{SERVER_DIR}.*"])
]

setup(packages=packages, package_dir={SERVER_PACKAGE: SERVER_DIR})
