"""The packages side of scripts/zenity-census: which bookworm packages may call zenity,
read through an apt state of the census' own (never /etc/apt), fetched and unpacked into
its cache. The script reads the calls in what this module unpacks."""
import collections
import os
import re
import subprocess
import sys

SEEDS = ["arpalert", "chkboot", "thunderbird", "budgie-extras-common", "budgie-dropby-applet",
         "budgie-kangaroo-applet", "budgie-countdown-applet", "libsdl2-2.0-0", "muffin", "marco",
         "thonny", "winetricks",
         # ayatana-indicator-power and -session call zenity through this library's
         # ayatana_common_utils_zenity_warning, and the library declares nothing.
         "libayatana-common0"]
NOT_CALLERS = {"zenity", "zenity-common"}  # zenity itself: its own help and translations
DIALOG_KIN = ["kdialog", "yad"]  # scripts that can use these often fall back on zenity without declaring it


def sh(*args, **kw):
    if args[0] in ("apt-get", "apt-cache") and APT_OPTIONS:
        args = (args[0], *APT_OPTIONS, *args[1:])
        kw["env"] = dict(kw.get("env") or os.environ, APT_CONFIG=APT_CONFIG[0])
    return subprocess.run(args, capture_output=True, text=True, **kw)


APT_OPTIONS = []  # the private apt state's -o options (private_apt), given to every apt-get and apt-cache
APT_CONFIG = [""]  # and its apt.conf, in APT_CONFIG
MIRROR = "http://deb.debian.org/debian"
SECURITY = "http://deb.debian.org/debian-security"
COMPONENTS = ("main", "contrib", "non-free", "non-free-firmware")


def private_apt(cache, components, update):
    """An apt state of our own under CACHE/apt: its apt.conf (read instead of
    /etc/apt/apt.conf.d, which may turn the descriptions' Translation-en off), its sources
    list (bookworm, bookworm-updates and bookworm-security, the components asked for),
    lists, package cache, preferences and an empty dpkg status: /etc/apt and /var/lib/apt
    are neither read for sources nor written. `apt-get update` runs when the lists are
    missing, the components changed or --update is given."""
    root = os.path.join(cache, "apt")
    lists = os.path.join(root, "lists")
    for folder in (os.path.join(lists, "partial"), os.path.join(root, "cache", "archives", "partial"),
                   os.path.join(root, "preferences.d"), os.path.join(root, "apt.conf.d")):
        os.makedirs(folder, exist_ok=True)
    APT_CONFIG[0] = os.path.join(root, "apt.conf")
    with open(APT_CONFIG[0], "w") as handle:  # read first; its Dir::Etc::Parts replaces /etc/apt/apt.conf.d
        handle.write(f'Dir::Etc::Parts "{os.path.join(root, "apt.conf.d")}";\n'
                     f'Dir::Etc::Main "{APT_CONFIG[0]}";\n'
                     'Acquire::Languages { "en"; };\n')
    sources = os.path.join(root, "sources.list")
    keyring = "/usr/share/keyrings/debian-archive-keyring.gpg"
    area = " ".join(components)
    text = (f"deb [signed-by={keyring}] {MIRROR} bookworm {area}\n"
            f"deb [signed-by={keyring}] {MIRROR} bookworm-updates {area}\n"
            f"deb [signed-by={keyring}] {SECURITY} bookworm-security {area}\n")
    old = open(sources).read() if os.path.exists(sources) else ""
    if old != text:
        with open(sources, "w") as handle:
            handle.write(text)
        update = True
    status = os.path.join(root, "status")
    open(status, "a").close()
    APT_OPTIONS[:] = [
        "-o", f"Dir::Etc::SourceList={sources}", "-o", "Dir::Etc::SourceParts=-",
        "-o", f"Dir::Etc::Preferences={os.path.join(root, 'preferences')}",
        "-o", f"Dir::Etc::PreferencesParts={os.path.join(root, 'preferences.d')}",
        "-o", f"Dir::State::Lists={lists}", "-o", f"Dir::State::status={status}",
        "-o", f"Dir::Cache={os.path.join(root, 'cache')}", "-o", "APT::Sandbox::User=root",
    ]
    if update or not any("_Packages" in name for name in os.listdir(lists)):
        result = sh("apt-get", "-q", "update")
        if result.returncode != 0:
            sys.exit(f"zenity-census: apt-get update failed: {result.stderr.strip()}")


def candidate_packages(extra, contents):
    names = set(extra) | set(SEEDS) | contents
    for program in ["zenity"] + DIALOG_KIN:
        out = sh("apt-cache", "rdepends", program).stdout.splitlines()
        names |= {line.strip().lstrip("|") for line in out[2:] if line.strip()}
    names |= {line.split(" - ")[0] for line in sh("apt-cache", "search", "zenity").stdout.splitlines()}
    # A package the lists hold: a name others only refer to (winetricks when contrib is not
    # read) shows no record, and its tree in the cache must not be read.
    return sorted(n for n in names - NOT_CALLERS
                  if "Package:" in sh("apt-cache", "show", "--no-all-versions", n).stdout)


def contents_naming_zenity(cache, components):
    """The packages that ship a file whose path names zenity (bookworm's Contents-all and
    Contents-amd64 of each component, fetched once into CACHE/contents): firejail's
    fzenity, arpalert's example ubuntu_zenity.sh, snapd's Go sources, octave-zenity…
    Contents lists paths, not what the files say."""
    folder = os.path.join(cache, "contents")
    os.makedirs(folder, exist_ok=True)
    found = set()
    for component in components:
        for arch in ("all", "amd64"):
            path = os.path.join(folder, f"{component}-{arch}.gz")
            if not os.path.exists(path):
                url = f"{MIRROR}/dists/bookworm/{component}/Contents-{arch}.gz"
                if sh("curl", "-sfL", "-o", path + ".part", url).returncode != 0:
                    print(f"zenity-census: cannot fetch {url}", file=sys.stderr)
                    continue
                os.rename(path + ".part", path)
            for line in sh("zgrep", "-i", "zenity", path).stdout.splitlines():
                file, _, where = line.rpartition(" ")
                found |= {entry.rsplit("/", 1)[-1] for entry in where.split(",")}
    return found


def sources_map():
    """Every binary package of the apt lists by its source package (apt-cache dumpavail:
    the local lists apt-get update fetched)."""
    by_source = collections.defaultdict(set)
    for record in sh("apt-cache", "dumpavail").stdout.split("\n\n"):
        name = re.search(r"^Package: (\S+)", record, re.M)
        if name:
            source = re.search(r"^Source: (\S+)", record, re.M)
            SOURCE_OF[name.group(1)] = source.group(1) if source else name.group(1)
            section = re.search(r"^Section: (\S+)", record, re.M)
            if section and "/" in section.group(1):
                AREA_OF[SOURCE_OF[name.group(1)]] = section.group(1).split("/")[0]
            by_source[SOURCE_OF[name.group(1)]].add(name.group(1))
    return by_source


SKIP_SIBLING = re.compile(r"-(l10n|dbg|dbgsym|dev|doc|locale|i18n|tests?|data-\w+)(-|$)|^lib.*-dev$")


def with_siblings(packages, by_source):
    """`packages` and the other binary packages built from their sources, which often hold
    the scripts (a library, a -common package), less translations, debug symbols,
    headers and documentation; at most 8 siblings a source."""
    result = set(packages)
    for package in packages:
        source = source_of(package)
        siblings = sorted(p for p in by_source.get(source, ()) if not SKIP_SIBLING.search(p))
        result |= set(siblings[:8])
    return sorted(result - NOT_CALLERS)


SOURCE_OF = {}
AREA_OF = {}  # a source package's archive area, when not main


def area_of(source):
    return AREA_OF.get(source, "main")


def source_of(package):
    return SOURCE_OF.get(package, package)


def fetch_and_unpack(package, cache):
    debs = os.path.join(cache, "debs")
    tree = os.path.join(cache, "trees", package)
    os.makedirs(debs, exist_ok=True)
    if os.path.isdir(tree):
        return tree
    have = [f for f in os.listdir(debs) if f.startswith(package + "_")]
    if not have:
        result = sh("apt-get", "download", "-q", package, cwd=debs)
        if result.returncode != 0:
            print(f"zenity-census: cannot download {package}: {result.stderr.strip()}", file=sys.stderr)
            return None
        have = [f for f in os.listdir(debs) if f.startswith(package + "_")]
    os.makedirs(tree + ".part", exist_ok=True)
    if sh("dpkg-deb", "-x", os.path.join(debs, sorted(have)[-1]), tree + ".part").returncode != 0:
        return None
    os.rename(tree + ".part", tree)
    return tree
