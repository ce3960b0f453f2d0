"""An SROS2 keystore for the graph, built with ``cryptography`` (no ``ros2 security`` needed).

Layout, as ``ros2 security create_keystore`` / ``create_enclave`` write it (files copied where
SROS2 links them)::

    <keystore>/public/{ca,identity_ca,permissions_ca}.cert.pem
    <keystore>/private/{ca,identity_ca,permissions_ca}.key.pem
    <keystore>/enclaves/governance.{xml,p7s}
    <keystore>/enclaves/<enclave>/{cert.pem,key.pem,identity_ca.cert.pem,permissions_ca.cert.pem,
                                   governance.p7s,permissions.xml,permissions.p7s}

One self-signed CA (EC P-256, SHA-256) is both the identity and the permissions CA; each enclave
gets a key and a certificate whose common name is the enclave path (``CN=/memory``); governance
and permissions documents are signed by the CA as S/MIME (PKCS#7, detached, text), as SROS2 does.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import pkcs7
from cryptography.x509.oid import NameOID

from .errors import GraphError
from .permissions import SecurityPolicy, governance_xml, permissions_xml

ENCLAVE_FILES = ("cert.pem", "key.pem", "identity_ca.cert.pem", "permissions_ca.cert.pem", "governance.p7s",
                 "permissions.xml", "permissions.p7s")
CA_NAME = "worldlines keystore CA"


@dataclass(frozen=True)
class Authority:
    """The keystore's CA: its certificate and key."""

    cert: x509.Certificate
    key: ec.EllipticCurvePrivateKey


def _pem_key(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _pem_cert(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.PEM)


def _write(path: Path, data: bytes, *, secret: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    if secret:
        os.chmod(path, 0o600)


def _certificate(subject: str, key: ec.EllipticCurvePrivateKey, issuer: Authority | None, days: int,
                 now: datetime) -> x509.Certificate:
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)])
    builder = (x509.CertificateBuilder().subject_name(name)
               .issuer_name(issuer.cert.subject if issuer else name)
               .public_key(key.public_key()).serial_number(x509.random_serial_number())
               .not_valid_before(now).not_valid_after(now + timedelta(days=days))
               .add_extension(x509.BasicConstraints(ca=issuer is None, path_length=None), critical=True))
    return builder.sign(issuer.key if issuer else key, hashes.SHA256())


def sign_smime(document: bytes, authority: Authority) -> bytes:
    """The document signed by the CA as S/MIME (what DDS Security reads from ``*.p7s``)."""
    return (pkcs7.PKCS7SignatureBuilder().set_data(document)
            .add_signer(authority.cert, authority.key, hashes.SHA256())
            .sign(serialization.Encoding.SMIME, [pkcs7.PKCS7Options.Text, pkcs7.PKCS7Options.DetachedSignature]))


def create_authority(keystore: Path, *, days: int, now: datetime) -> Authority:
    """Create the CA and write its public and private halves (refuses to replace an existing one)."""
    if (keystore / "private" / "ca.key.pem").exists():
        raise GraphError(f"{keystore} already holds a CA (private/ca.key.pem); use another folder or load it.")
    key = ec.generate_private_key(ec.SECP256R1())
    authority = Authority(_certificate(CA_NAME, key, None, days, now), key)
    for name in ("ca", "identity_ca", "permissions_ca"):
        _write(keystore / "public" / f"{name}.cert.pem", _pem_cert(authority.cert))
        _write(keystore / "private" / f"{name}.key.pem", _pem_key(key), secret=True)
    return authority


def load_authority(keystore: Path) -> Authority:
    """The CA of an existing keystore."""
    try:
        cert = x509.load_pem_x509_certificate((keystore / "public" / "ca.cert.pem").read_bytes())
        key = serialization.load_pem_private_key((keystore / "private" / "ca.key.pem").read_bytes(), password=None)
    except (OSError, ValueError) as err:
        raise GraphError(f"Could not read the CA of keystore {keystore}: {err}.") from err
    if not isinstance(key, ec.EllipticCurvePrivateKey):
        raise GraphError(f"{keystore}/private/ca.key.pem: expected an EC key, got {type(key).__name__}.")
    return Authority(cert, key)


def create_enclave(keystore: Path, policy: SecurityPolicy, name: str, authority: Authority, *,
                   now: datetime) -> Path:
    """Write one enclave's identity, CA copies, governance and signed permissions; returns its folder."""
    grant = policy.grant(name)
    folder = keystore / "enclaves" / grant.enclave.strip("/")
    key = ec.generate_private_key(ec.SECP256R1())
    cert = _certificate(grant.enclave, key, authority, policy.validity_days, now)
    permissions = permissions_xml(policy, name, not_before=now,
                                  not_after=now + timedelta(days=policy.validity_days)).encode()
    _write(folder / "key.pem", _pem_key(key), secret=True)
    _write(folder / "cert.pem", _pem_cert(cert))
    _write(folder / "identity_ca.cert.pem", _pem_cert(authority.cert))
    _write(folder / "permissions_ca.cert.pem", _pem_cert(authority.cert))
    _write(folder / "governance.p7s", (keystore / "enclaves" / "governance.p7s").read_bytes())
    _write(folder / "permissions.xml", permissions)
    _write(folder / "permissions.p7s", sign_smime(permissions, authority))
    return folder


def create_keystore(keystore: Path, policy: SecurityPolicy, *, enclaves: tuple[str, ...] = ()) -> list[Path]:
    """A new keystore with the CA, the signed governance and one enclave per name (default: every
    enclave of the policy); returns the enclave folders."""
    now = datetime.now(timezone.utc).replace(microsecond=0)
    authority = create_authority(keystore, days=policy.validity_days, now=now)
    governance = governance_xml(policy).encode()
    _write(keystore / "enclaves" / "governance.xml", governance)
    _write(keystore / "enclaves" / "governance.p7s", sign_smime(governance, authority))
    return [create_enclave(keystore, policy, name, authority, now=now) for name in enclaves or tuple(policy.grants)]
