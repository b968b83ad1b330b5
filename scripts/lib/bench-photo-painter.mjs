// Paints a photo-like scene (dusk sky, clouds, hills, a jet on the apron, film grain) on a canvas
// and returns it as a JPEG data URL. It runs inside Chromium (page.evaluate), so it must stay one
// self-contained function. A seeded generator makes every size the same picture, and the detail
// is tuned so that a 750 px JPEG at quality 70 weighs about 40 KB, like a real Unsplash photo.
export function paintJpeg({ width, height, quality }) {
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  const W = width;
  const H = height;
  const horizon = H * 0.62;

  const sky = g.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, '#1c2a4a');
  sky.addColorStop(0.45, '#5b6f9a');
  sky.addColorStop(0.8, '#d99a6c');
  sky.addColorStop(1, '#f4c98e');
  g.fillStyle = sky;
  g.fillRect(0, 0, W, horizon);

  const sun = g.createRadialGradient(W * 0.72, horizon * 0.92, 0, W * 0.72, horizon * 0.92, W * 0.35);
  sun.addColorStop(0, 'rgba(255,236,190,0.95)');
  sun.addColorStop(0.15, 'rgba(255,200,140,0.55)');
  sun.addColorStop(1, 'rgba(255,180,120,0)');
  g.fillStyle = sun;
  g.fillRect(0, 0, W, horizon);

  for (let i = 0; i < 140; i += 1) {
    const x = random() * W;
    const y = random() * horizon * 0.75;
    const r = (0.02 + random() * 0.09) * W;
    const cloud = g.createRadialGradient(x, y, 0, x, y, r);
    const light = 150 + Math.floor(random() * 90);
    cloud.addColorStop(0, `rgba(${light},${light - 20},${light - 35},${0.18 + random() * 0.25})`);
    cloud.addColorStop(1, `rgba(${light},${light - 20},${light - 35},0)`);
    g.fillStyle = cloud;
    g.beginPath();
    g.ellipse(x, y, r, r * (0.3 + random() * 0.3), 0, 0, Math.PI * 2);
    g.fill();
  }

  for (let layer = 0; layer < 3; layer += 1) {
    g.fillStyle = ['#4a4f6a', '#363a52', '#262a3c'][layer];
    g.beginPath();
    g.moveTo(0, horizon);
    for (let x = 0; x <= W; x += W / 60) {
      const y =
        horizon -
        (0.03 + 0.05 * (2 - layer)) * H * (0.5 + 0.5 * Math.sin((x / W) * (6 + layer * 3) + layer)) -
        random() * H * 0.012;
      g.lineTo(x, y);
    }
    g.lineTo(W, horizon);
    g.closePath();
    g.fill();
  }

  const ground = g.createLinearGradient(0, horizon, 0, H);
  ground.addColorStop(0, '#3d3b44');
  ground.addColorStop(1, '#17161c');
  g.fillStyle = ground;
  g.fillRect(0, horizon, W, H - horizon);
  g.strokeStyle = 'rgba(250,220,150,0.55)';
  for (let i = -8; i <= 8; i += 1) {
    g.lineWidth = Math.max(1, W / 900);
    g.beginPath();
    g.moveTo(W / 2 + i * W * 0.02, horizon);
    g.lineTo(W / 2 + i * W * 0.22, H);
    g.stroke();
  }
  for (let i = 0; i < 60; i += 1) {
    g.fillStyle = `rgba(255,${200 + Math.floor(random() * 55)},150,${0.4 + random() * 0.5})`;
    const x = random() * W;
    const y = horizon + random() * H * 0.06;
    g.fillRect(x, y, Math.max(1, W / 700), Math.max(1, W / 700));
  }

  const cx = W * 0.45;
  const cy = horizon + (H - horizon) * 0.45;
  const s = W / 1000;
  g.fillStyle = '#e9ecf2';
  g.beginPath();
  g.ellipse(cx, cy, 260 * s, 28 * s, -0.04, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#c5cad6';
  g.beginPath();
  g.moveTo(cx - 40 * s, cy + 8 * s);
  g.lineTo(cx + 120 * s, cy + 70 * s);
  g.lineTo(cx + 150 * s, cy + 66 * s);
  g.lineTo(cx + 60 * s, cy + 4 * s);
  g.closePath();
  g.fill();
  g.beginPath();
  g.moveTo(cx - 230 * s, cy - 10 * s);
  g.lineTo(cx - 270 * s, cy - 110 * s);
  g.lineTo(cx - 235 * s, cy - 110 * s);
  g.lineTo(cx - 180 * s, cy - 15 * s);
  g.closePath();
  g.fill();
  g.fillStyle = '#20283a';
  for (let i = 0; i < 12; i += 1) {
    g.beginPath();
    g.ellipse(cx - 150 * s + i * 26 * s, cy - 8 * s, 6 * s, 8 * s, 0, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.ellipse(cx, cy + 45 * s, 280 * s, 14 * s, 0, 0, Math.PI * 2);
  g.fill();

  const image = g.getImageData(0, 0, W, H);
  const data = image.data;
  const grain = 14;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * grain;
    data[i] += n;
    data[i + 1] += n;
    data[i + 2] += n;
  }
  g.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', quality);
}
