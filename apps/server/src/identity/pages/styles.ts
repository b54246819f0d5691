/** Brand look shared by the identity pages: deep red on white, near-black header; AA contrast. */
export const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f3f0;color:#111;line-height:1.5}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:#111;padding:.5rem 1rem}
.skip:focus{left:1rem;z-index:2}
.brand{background:#111;color:#fff;padding:1rem 1.5rem;display:flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.25rem}
.logo{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:#b3122a;color:#fff}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
main:focus{outline:none}
h1{margin-top:0;font-size:1.6rem}
.field{margin:1rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.7rem;border:1px solid #6b6b6b;border-radius:6px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #b3122a;outline-offset:2px}
.invalid input{border-color:#a1001d;border-width:2px}
.hint{margin:.1rem 0 .3rem;color:#4a4a4a;font-size:.9rem}
.error{margin:.1rem 0 .3rem;color:#a1001d;font-weight:600}
.summary{border:2px solid #a1001d;border-radius:6px;padding:.5rem 1rem;margin-bottom:1rem;color:#a1001d}
.summary ul{margin:.25rem 0;padding-left:1.2rem}
button{background:#b3122a;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;font-size:1rem;font-weight:700;cursor:pointer;width:100%}
button:hover{background:#8f0e21}
a{color:#8f0e21}
.links{margin-top:1.25rem;display:grid;gap:.4rem}
.captcha{margin:1rem 0 1.25rem}
.captcha .hint{margin-bottom:.5rem}
.notice{background:#f5f3f0;border-radius:6px;padding:.75rem 1rem}
`;
